CREATE TYPE "public"."honorific" AS ENUM('御中', '様');--> statement-breakpoint
CREATE TABLE "client_bases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_window_start" text,
	"time_window_end" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "client_bases_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"honorific" "honorific" DEFAULT '御中' NOT NULL,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"phone" text,
	"email" text,
	"contact_name" text,
	"invoice_registration_number" text,
	"closing_day" integer DEFAULT 0 NOT NULL,
	"payment_term_months" integer DEFAULT 1 NOT NULL,
	"payment_day" integer DEFAULT 0 NOT NULL,
	"consignor_id" uuid,
	"memo" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_bases" ADD CONSTRAINT "client_bases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_bases" ADD CONSTRAINT "client_bases_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_bases_client_idx" ON "client_bases" USING btree ("company_id","client_id","name","id") WHERE "client_bases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_name_idx" ON "clients" USING btree ("company_id","name_kana","name","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_consignor_idx" ON "clients" USING btree ("consignor_id") WHERE "clients"."deleted_at" is null;