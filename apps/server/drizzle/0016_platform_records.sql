CREATE TYPE "public"."course_offer_status" AS ENUM('open', 'accepted', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TYPE "public"."optimization_run_status" AS ENUM('running', 'succeeded', 'failed', 'cancelled', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."routing_source_status" AS ENUM('new', 'processed');--> statement-breakpoint
CREATE TYPE "public"."platform_course_status" AS ENUM('unassigned', 'assigned');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"course_name" text NOT NULL,
	"delivery_date" date NOT NULL,
	"consignor_id" uuid,
	"client_name" text,
	"destination_count" integer NOT NULL,
	"fee" integer NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "course_offer_status" DEFAULT 'open' NOT NULL,
	"accepted_company_id" uuid,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optimization_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"status" "optimization_run_status" DEFAULT 'running' NOT NULL,
	"params" jsonb NOT NULL,
	"progress" jsonb,
	"result" jsonb,
	"error" text,
	"cancel_requested_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "routing_source_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consignor_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"delivery_date" date,
	"route_key" text,
	"name" text,
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
	"memo" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "routing_source_status" DEFAULT 'new' NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_source_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consignor_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"api_key_id" uuid,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_courses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consignor_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"name" text NOT NULL,
	"route_key" text,
	"stops" jsonb NOT NULL,
	"status" "platform_course_status" DEFAULT 'unassigned' NOT NULL,
	"assigned_company_id" uuid,
	"assigned_course_id" uuid,
	"assigned_at" timestamp with time zone,
	"assigned_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sms_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_accepted_company_id_companies_id_fk" FOREIGN KEY ("accepted_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_runs" ADD CONSTRAINT "optimization_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_source_rows" ADD CONSTRAINT "routing_source_rows_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_source_rows" ADD CONSTRAINT "routing_source_rows_upload_id_routing_source_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."routing_source_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_source_uploads" ADD CONSTRAINT "routing_source_uploads_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_source_uploads" ADD CONSTRAINT "routing_source_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_batches" ADD CONSTRAINT "sms_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_batches" ADD CONSTRAINT "sms_batches_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_courses" ADD CONSTRAINT "platform_courses_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_courses" ADD CONSTRAINT "platform_courses_assigned_company_id_companies_id_fk" FOREIGN KEY ("assigned_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_courses" ADD CONSTRAINT "platform_courses_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_courses" ADD CONSTRAINT "platform_courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_offers_open_course_uq" ON "course_offers" USING btree ("course_id") WHERE "course_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "course_offers_open_idx" ON "course_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "course_offers_company_idx" ON "course_offers" USING btree ("company_id","delivery_date");--> statement-breakpoint
CREATE INDEX "course_offers_accepted_idx" ON "course_offers" USING btree ("accepted_company_id","delivery_date");--> statement-breakpoint
CREATE INDEX "optimization_runs_company_idx" ON "optimization_runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "routing_source_rows_date_idx" ON "routing_source_rows" USING btree ("consignor_id","delivery_date","status");--> statement-breakpoint
CREATE INDEX "routing_source_rows_upload_idx" ON "routing_source_rows" USING btree ("upload_id","line_number");--> statement-breakpoint
CREATE INDEX "routing_source_uploads_consignor_idx" ON "routing_source_uploads" USING btree ("consignor_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "platform_courses_date_idx" ON "platform_courses" USING btree ("delivery_date","consignor_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_sms_batch_id_sms_batches_id_fk" FOREIGN KEY ("sms_batch_id") REFERENCES "public"."sms_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_external_id_uq" ON "courses" USING btree ("company_id","external_id") WHERE "courses"."deleted_at" is null and "courses"."external_id" is not null;