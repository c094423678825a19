CREATE TYPE "public"."accident_file_category" AS ENUM('photo', 'police_report', 'estimate', 'drawing', 'other');--> statement-breakpoint
CREATE TYPE "public"."issued_document_kind" AS ENUM('invoice', 'payment_notice');--> statement-breakpoint
CREATE TABLE "accident_report_files" (
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"category" "accident_file_category" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accident_report_files_pk" PRIMARY KEY("report_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "accident_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"accident_date" date NOT NULL,
	"accident_time" text NOT NULL,
	"car_registration_number" text,
	"zip_code" text NOT NULL,
	"is_correct_address" boolean,
	"address1" text NOT NULL,
	"address2" text,
	"latitude" double precision,
	"longitude" double precision,
	"driver_id" uuid NOT NULL,
	"course_id" uuid,
	"is_critical" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "accident_reports_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "adjustment_amounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid,
	"driver_id" uuid,
	"accounting_month" text NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"memo" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "adjustment_amounts_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "adjustment_amounts_one_subject_ck" CHECK (("adjustment_amounts"."client_id" is null) <> ("adjustment_amounts"."driver_id" is null)),
	CONSTRAINT "adjustment_amounts_tax_rate_ck" CHECK ("adjustment_amounts"."tax_rate" in (10, 8, 0))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"company_id" uuid NOT NULL,
	"kind" "issued_document_kind" NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_pk" PRIMARY KEY("company_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "issued_document_kind" NOT NULL,
	"document_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"accounting_month" text NOT NULL,
	"client_id" uuid,
	"driver_id" uuid,
	"counterparty_name" text NOT NULL,
	"issued_on" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_on" date,
	"taxable_amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"file_id" uuid NOT NULL,
	"superseded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "issued_documents_number_version_uq" UNIQUE("company_id","document_number","version")
);
--> statement-breakpoint
ALTER TABLE "accident_report_files" ADD CONSTRAINT "accident_report_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_report_files" ADD CONSTRAINT "accident_report_files_report_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."accident_reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_report_files" ADD CONSTRAINT "accident_report_files_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD CONSTRAINT "accident_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD CONSTRAINT "accident_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD CONSTRAINT "accident_reports_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD CONSTRAINT "accident_reports_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD CONSTRAINT "adjustment_amounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD CONSTRAINT "adjustment_amounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD CONSTRAINT "adjustment_amounts_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD CONSTRAINT "adjustment_amounts_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accident_reports_date_idx" ON "accident_reports" USING btree ("company_id","accident_date");--> statement-breakpoint
CREATE INDEX "adjustment_amounts_client_month_idx" ON "adjustment_amounts" USING btree ("company_id","client_id","accounting_month") WHERE "adjustment_amounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "adjustment_amounts_driver_month_idx" ON "adjustment_amounts" USING btree ("company_id","driver_id","accounting_month") WHERE "adjustment_amounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_current_uq" ON "issued_documents" USING btree ("company_id","kind",coalesce("client_id", "driver_id"),"accounting_month") WHERE "issued_documents"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "issued_documents_issued_on_idx" ON "issued_documents" USING btree ("company_id","issued_on");--> statement-breakpoint
CREATE INDEX "issued_documents_amount_idx" ON "issued_documents" USING btree ("company_id","total_amount");