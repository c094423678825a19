ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TYPE "public"."health_checkup_kind" AS ENUM('regular', 'hiring', 'night_work');--> statement-breakpoint
CREATE TABLE "driver_profile_images" (
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "driver_profile_images_driver_id_file_id_pk" PRIMARY KEY("driver_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "driver_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"job_type_id" uuid,
	"driver_license_expired" date,
	"invoice_registration_number" text,
	"has_etc_card" boolean DEFAULT false NOT NULL,
	"etc_card_expired" date,
	"has_fuel_card" boolean DEFAULT false NOT NULL,
	"fuel_card_expired" date,
	"issued_items_text" text,
	"available_from" text,
	"available_until" text,
	"memo" text,
	"bank_name" text,
	"bank_code" text,
	"branch_name" text,
	"branch_code" text,
	"jp_account_type" text,
	"account_number" text,
	"account_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_profiles_driver_uq" UNIQUE("company_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_checkup_files" (
	"company_id" uuid NOT NULL,
	"checkup_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "health_checkup_files_checkup_id_file_id_pk" PRIMARY KEY("checkup_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "health_checkups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"checkup_date" date NOT NULL,
	"kind" "health_checkup_kind" DEFAULT 'regular' NOT NULL,
	"result" text,
	"next_due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_checkups_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "driver_profile_images" ADD CONSTRAINT "driver_profile_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profile_images" ADD CONSTRAINT "driver_profile_images_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profile_images" ADD CONSTRAINT "driver_profile_images_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkup_files" ADD CONSTRAINT "health_checkup_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkup_files" ADD CONSTRAINT "health_checkup_files_checkup_fk" FOREIGN KEY ("company_id","checkup_id") REFERENCES "public"."health_checkups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkup_files" ADD CONSTRAINT "health_checkup_files_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkups" ADD CONSTRAINT "health_checkups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkups" ADD CONSTRAINT "health_checkups_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_checkups_driver_idx" ON "health_checkups" USING btree ("company_id","driver_id","checkup_date","id");
