CREATE TYPE "public"."employment_type" AS ENUM('employee', 'contractor');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('diesel', 'gasoline', 'hybrid', 'electric', 'lpg', 'other');--> statement-breakpoint
CREATE TYPE "public"."vehicle_ownership" AS ENUM('owned', 'leased', 'driver_owned');--> statement-breakpoint
CREATE TYPE "public"."vehicle_class" AS ENUM('kei', 'small', 'semi_medium', 'medium', 'large', 'trailer');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('system_admin', 'company_admin', 'driver', 'consignor_user');--> statement-breakpoint
CREATE TABLE "bases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bases_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	"name" text NOT NULL,
	"name_kana" text,
	"phone" text,
	"employment_type" "employment_type" DEFAULT 'employee' NOT NULL,
	"hired_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_images" (
	"company_id" uuid NOT NULL,
	"maintenance_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "maintenance_images_maintenance_id_file_id_pk" PRIMARY KEY("maintenance_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_task_links" (
	"maintenance_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	CONSTRAINT "maintenance_task_links_maintenance_id_task_id_pk" PRIMARY KEY("maintenance_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"maintained" date NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenances_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"name" text,
	"vehicle_class" "vehicle_class" NOT NULL,
	"max_load_kg" integer,
	"inspection_expires_on" date,
	"insurance_expires_on" date,
	"base_id" uuid,
	"maker" text,
	"model" text,
	"fuel_type" "fuel_type",
	"ownership" "vehicle_ownership" DEFAULT 'owned' NOT NULL,
	"first_registered_on" date,
	"memo" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_maintained_on" date,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(registration_number, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(maker, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vehicles_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" text NOT NULL,
	"private_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" NOT NULL,
	"company_id" uuid,
	"consignor_id" uuid,
	"password_hash" text,
	"external_subject" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"consignor_id" uuid,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"phone" text,
	"invoice_registration_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"zip_code" text,
	"address1" text,
	"address2" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bases" ADD CONSTRAINT "bases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_maintenance_fk" FOREIGN KEY ("company_id","maintenance_id") REFERENCES "public"."maintenances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ADD CONSTRAINT "maintenance_task_links_maintenance_id_maintenances_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ADD CONSTRAINT "maintenance_task_links_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_base_fk" FOREIGN KEY ("company_id","base_id") REFERENCES "public"."bases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bases_company_idx" ON "bases" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "drivers_company_idx" ON "drivers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "drivers_user_idx" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_company_idx" ON "groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "maintenances_vehicle_idx" ON "maintenances" USING btree ("vehicle_id","maintained","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_registration_uq" ON "vehicles" USING btree ("company_id","registration_number") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_registration_idx" ON "vehicles" USING btree ("company_id","registration_number","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_name_idx" ON "vehicles" USING btree ("company_id","name","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_class_idx" ON "vehicles" USING btree ("company_id","vehicle_class","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_inspection_idx" ON "vehicles" USING btree ("company_id","inspection_expires_on","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_maintained_idx" ON "vehicles" USING btree ("company_id","last_maintained_on","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_base_idx" ON "vehicles" USING btree ("company_id","base_id","registration_number","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops) WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_hash_uq" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_uq" ON "users" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_consignor_idx" ON "users" USING btree ("consignor_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."completed_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id");