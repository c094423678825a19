CREATE TYPE "public"."course_status" AS ENUM('planned', 'in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."destination_action_type" AS ENUM('arrived', 'work_started', 'completed', 'absent', 'skipped', 'waiting_started', 'waiting_ended', 'loading_started', 'loading_ended');--> statement-breakpoint
CREATE TYPE "public"."destination_status" AS ENUM('pending', 'arrived', 'completed', 'absent', 'skipped', 'carried_over');--> statement-breakpoint
CREATE TYPE "public"."destination_type" AS ENUM('pickup', 'delivery', 'base', 'waypoint');--> statement-breakpoint
CREATE TYPE "public"."geocode_status" AS ENUM('not_needed', 'pending', 'found', 'not_found', 'failed');--> statement-breakpoint
CREATE TYPE "public"."push_platform" AS ENUM('web', 'ios', 'android');--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"name" text NOT NULL,
	"contract_id" uuid,
	"client_id" uuid,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"base_id" uuid,
	"start_time" text,
	"end_time" text,
	"status" "course_status" DEFAULT 'planned' NOT NULL,
	"memo" text,
	"consignor_id" uuid,
	"source_course_id" uuid,
	"assignment_notified_at" timestamp with time zone,
	"destination_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "courses_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "destination_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"type" "destination_action_type" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"memo" text,
	"client_action_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"type" "destination_type" DEFAULT 'delivery' NOT NULL,
	"sequence" integer NOT NULL,
	"name" text NOT NULL,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_window_start" text,
	"time_window_end" text,
	"service_minutes" integer,
	"quantity" integer,
	"weight_kg" double precision,
	"client_base_id" uuid,
	"memo" text,
	"status" "destination_status" DEFAULT 'pending' NOT NULL,
	"geocode_status" "geocode_status" DEFAULT 'not_needed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" "push_platform" NOT NULL,
	"token" text NOT NULL,
	"endpoint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vapid_keys_single_row" CHECK ("vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_base_fk" FOREIGN KEY ("company_id","base_id") REFERENCES "public"."bases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD CONSTRAINT "destination_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD CONSTRAINT "destination_actions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD CONSTRAINT "destination_actions_destination_fk" FOREIGN KEY ("company_id","destination_id") REFERENCES "public"."destinations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD CONSTRAINT "destination_actions_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_client_base_fk" FOREIGN KEY ("company_id","client_base_id") REFERENCES "public"."client_bases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_list_date_idx" ON "courses" USING btree ("company_id","delivery_date","id") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_list_name_idx" ON "courses" USING btree ("company_id","name","id") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_list_start_idx" ON "courses" USING btree ("company_id","start_time","id") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_driver_date_idx" ON "courses" USING btree ("company_id","driver_id","delivery_date") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_vehicle_date_idx" ON "courses" USING btree ("company_id","vehicle_id","delivery_date") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_contract_date_idx" ON "courses" USING btree ("company_id","contract_id","delivery_date") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_client_date_idx" ON "courses" USING btree ("company_id","client_id","delivery_date") WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_base_idx" ON "courses" USING btree ("company_id","base_id") WHERE "courses"."deleted_at" is null and "courses"."base_id" is not null;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_text" gin_trgm_ops) WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "destination_actions_destination_idx" ON "destination_actions" USING btree ("company_id","destination_id","at");--> statement-breakpoint
CREATE INDEX "destination_actions_course_idx" ON "destination_actions" USING btree ("company_id","course_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_actions_client_id_uq" ON "destination_actions" USING btree ("company_id","client_action_id") WHERE "destination_actions"."client_action_id" is not null;--> statement-breakpoint
CREATE INDEX "destinations_course_idx" ON "destinations" USING btree ("company_id","course_id","sequence");--> statement-breakpoint
CREATE INDEX "destinations_client_base_idx" ON "destinations" USING btree ("company_id","client_base_id") WHERE "destinations"."client_base_id" is not null;--> statement-breakpoint
CREATE INDEX "destinations_geocode_idx" ON "destinations" USING btree ("geocode_status") WHERE "destinations"."geocode_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");