CREATE TYPE "public"."attendance_type" AS ENUM('clock_in', 'clock_out', 'break_start', 'break_end');--> statement-breakpoint
CREATE TYPE "public"."health_condition" AS ENUM('good', 'fair', 'poor');--> statement-breakpoint
CREATE TYPE "public"."roll_call_method" AS ENUM('in_person', 'remote');--> statement-breakpoint
CREATE TYPE "public"."action_file_kind" AS ENUM('proof', 'signature');--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"type" "attendance_type" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"work_date" date NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"vehicle_id" uuid,
	"odometer_km" double precision,
	"alcohol_detected" boolean,
	"alcohol_value" double precision,
	"detector_used" boolean,
	"health_condition" "health_condition",
	"sleep_hours" double precision,
	"daily_inspection_done" boolean,
	"checked_by" text,
	"method" "roll_call_method",
	"memo" text,
	"client_attendance_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_action_files" (
	"company_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" "action_file_kind" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destination_action_files_pk" PRIMARY KEY("action_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "driver_last_positions" (
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"heading" double precision,
	"speed" double precision,
	CONSTRAINT "driver_last_positions_pk" PRIMARY KEY("company_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "driver_locations" (
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"heading" double precision,
	"speed" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_locations_pk" PRIMARY KEY("company_id","driver_id","recorded_at")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_action_files" ADD CONSTRAINT "destination_action_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD CONSTRAINT "destination_actions_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "destination_action_files" ADD CONSTRAINT "destination_action_files_action_fk" FOREIGN KEY ("company_id","action_id") REFERENCES "public"."destination_actions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_action_files" ADD CONSTRAINT "destination_action_files_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_last_positions" ADD CONSTRAINT "driver_last_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_last_positions" ADD CONSTRAINT "driver_last_positions_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_locations" ADD CONSTRAINT "driver_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_locations" ADD CONSTRAINT "driver_locations_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_driver_at_idx" ON "attendances" USING btree ("company_id","driver_id","at");--> statement-breakpoint
CREATE INDEX "attendances_work_date_idx" ON "attendances" USING btree ("company_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_client_id_uq" ON "attendances" USING btree ("company_id","client_attendance_id") WHERE "attendances"."client_attendance_id" is not null;--> statement-breakpoint
CREATE INDEX "destination_action_files_company_idx" ON "destination_action_files" USING btree ("company_id","action_id");--> statement-breakpoint
CREATE INDEX "driver_locations_recorded_idx" ON "driver_locations" USING btree ("recorded_at");
