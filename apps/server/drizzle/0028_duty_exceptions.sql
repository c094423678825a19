CREATE TABLE "duty_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"attendance_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"exceptions" text[] NOT NULL,
	"ferry_boarded_at" timestamp with time zone,
	"ferry_landed_at" timestamp with time zone,
	"unforeseen_minutes" integer,
	"unforeseen_reason" text,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_exceptions_types_ck" CHECK (exceptions <@ array['split_rest', 'two_drivers', 'two_drivers_flat_berth', 'alternate_day', 'ferry', 'long_haul', 'holiday_work', 'unforeseen_event']::text[])
);
--> statement-breakpoint
CREATE TABLE "working_time_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"labor_agreement" boolean NOT NULL,
	"year_start_month" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duty_exceptions" ADD CONSTRAINT "duty_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_exceptions" ADD CONSTRAINT "duty_exceptions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_exceptions" ADD CONSTRAINT "duty_exceptions_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD CONSTRAINT "working_time_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duty_exceptions_attendance_uq" ON "duty_exceptions" USING btree ("company_id","attendance_id");--> statement-breakpoint
-- Hand-written (not generated) ------------------------------------------------------------------
-- The composite key to attendances needs unique (company_id, id) there; a unique index, so that a
-- migration of another branch adding the same one meets IF NOT EXISTS instead of an error.
CREATE UNIQUE INDEX IF NOT EXISTS "attendances_company_id_uq" ON "attendances" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "duty_exceptions" ADD CONSTRAINT "duty_exceptions_attendance_fk" FOREIGN KEY ("company_id","attendance_id") REFERENCES "public"."attendances"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER duty_exceptions_change_history AFTER INSERT OR UPDATE OR DELETE ON duty_exceptions
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
