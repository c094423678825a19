CREATE TYPE "public"."approve_status" AS ENUM('draft', 'requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."expense_type" AS ENUM('toll', 'parking', 'fuel', 'other');--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"date" date NOT NULL,
	"contract_id" uuid,
	"vehicle_id" uuid,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"start_place" text,
	"end_place" text,
	"start_odometer_km" double precision,
	"end_odometer_km" double precision,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waypoints" text,
	"waiting_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loading_work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accident_or_delay" text,
	"instructions" text,
	"quantity" double precision,
	"memo" text,
	"billing_amount" integer,
	"payment_amount" integer,
	"fee_override_reason" text,
	"approve_status" "approve_status" DEFAULT 'draft' NOT NULL,
	"status_comment" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "daily_reports_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"company_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_receipts_pk" PRIMARY KEY("expense_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"destination_id" uuid,
	"driver_id" uuid,
	"expense_type" "expense_type" NOT NULL,
	"amount" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"tax_rate" integer NOT NULL,
	"paid_on" date NOT NULL,
	"memo" text,
	"billable" boolean DEFAULT false NOT NULL,
	"approve_status" "approve_status" DEFAULT 'draft' NOT NULL,
	"status_comment" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "expenses_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_fk" FOREIGN KEY ("company_id","expense_id") REFERENCES "public"."expenses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_destination_fk" FOREIGN KEY ("company_id","destination_id") REFERENCES "public"."destinations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_driver_date_uq" ON "daily_reports" USING btree ("company_id","driver_id","date",coalesce("contract_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "daily_reports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "daily_reports_date_idx" ON "daily_reports" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "daily_reports_status_idx" ON "daily_reports" USING btree ("company_id","approve_status");--> statement-breakpoint
CREATE INDEX "expenses_course_idx" ON "expenses" USING btree ("company_id","course_id");--> statement-breakpoint
CREATE INDEX "expenses_destination_idx" ON "expenses" USING btree ("company_id","destination_id");--> statement-breakpoint
CREATE INDEX "expenses_driver_paid_idx" ON "expenses" USING btree ("company_id","driver_id","paid_on");--> statement-breakpoint
CREATE INDEX "expenses_status_idx" ON "expenses" USING btree ("company_id","approve_status");