CREATE TABLE "partner_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"accounting_month" text NOT NULL,
	"invoice_number" text NOT NULL,
	"registration_number" text,
	"amount" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_invoices_month_uq" UNIQUE("company_id","partner_company_id","accounting_month")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "partner_company_id" uuid;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_client_id" uuid;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_contract_name" text;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_fee_type" "fee_type";--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_quantity" double precision;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_unit_price" integer;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_amount" integer;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "billed_tax_rate" integer;--> statement-breakpoint
ALTER TABLE "partner_invoices" ADD CONSTRAINT "partner_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoices" ADD CONSTRAINT "partner_invoices_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoices" ADD CONSTRAINT "partner_invoices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_billed_client_fk" FOREIGN KEY ("company_id","billed_client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_partner_company_uq" ON "clients" USING btree ("company_id","partner_company_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "course_offers_billed_idx" ON "course_offers" USING btree ("company_id","billed_client_id","delivery_date");