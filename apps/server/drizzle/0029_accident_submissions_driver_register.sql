CREATE TYPE "public"."aptitude_test_kind" AS ENUM('initial', 'age', 'specific1', 'specific2', 'general');--> statement-breakpoint
CREATE TYPE "public"."driver_training_kind" AS ENUM('general', 'initial', 'elderly', 'accident');--> statement-breakpoint
CREATE TABLE "aptitude_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" "aptitude_test_kind" NOT NULL,
	"taken_on" date NOT NULL,
	"institution" text,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "aptitude_tests_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "driver_register_photos" (
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "driver_register_photos_pk" PRIMARY KEY("driver_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "driver_trainings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" "driver_training_kind" NOT NULL,
	"conducted_on" date NOT NULL,
	"minutes" integer,
	"content" text NOT NULL,
	"instructor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "driver_trainings_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "accident_reports" ADD COLUMN "flash_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "appointed_on" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "left_reason" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "license_conditions" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "health_condition" text;--> statement-breakpoint
ALTER TABLE "aptitude_tests" ADD CONSTRAINT "aptitude_tests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aptitude_tests" ADD CONSTRAINT "aptitude_tests_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_register_photos" ADD CONSTRAINT "driver_register_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_register_photos" ADD CONSTRAINT "driver_register_photos_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_register_photos" ADD CONSTRAINT "driver_register_photos_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trainings" ADD CONSTRAINT "driver_trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trainings" ADD CONSTRAINT "driver_trainings_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aptitude_tests_driver_idx" ON "aptitude_tests" USING btree ("company_id","driver_id","taken_on");--> statement-breakpoint
CREATE INDEX "driver_trainings_driver_idx" ON "driver_trainings" USING btree ("company_id","driver_id","conducted_on");--> statement-breakpoint
-- Hand-written (issue 20): the 台帳's 指導 and 適性診断 records are legal records, every change kept
-- as for accident reports (0015).
CREATE TRIGGER driver_trainings_change_history AFTER INSERT OR UPDATE OR DELETE ON driver_trainings
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
--> statement-breakpoint
CREATE TRIGGER aptitude_tests_change_history AFTER INSERT OR UPDATE OR DELETE ON aptitude_tests
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
