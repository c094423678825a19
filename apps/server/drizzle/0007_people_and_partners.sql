CREATE TYPE "public"."fee_type" AS ENUM('per_course', 'per_day', 'per_stop', 'per_item', 'per_hour', 'per_km');--> statement-breakpoint
CREATE TYPE "public"."license_class" AS ENUM('ordinary', 'semi_medium', 'medium', 'large', 'large_special', 'towing');--> statement-breakpoint
CREATE TYPE "public"."health_checkup_kind" AS ENUM('regular', 'hiring', 'night_work');--> statement-breakpoint
CREATE TYPE "public"."import_encoding" AS ENUM('shift_jis', 'utf8');--> statement-breakpoint
CREATE TYPE "public"."import_target" AS ENUM('courses');--> statement-breakpoint
CREATE TYPE "public"."tax_rounding" AS ENUM('floor', 'round', 'ceil');--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text,
	"bank_code" text,
	"branch_name" text,
	"branch_code" text,
	"jp_account_type" text,
	"account_number" text,
	"account_holder" text,
	"seal_image_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_jp_account_type_ck" CHECK (jp_account_type in ('1', '2', '4', '9'))
);
--> statement-breakpoint
CREATE TABLE "expense_tax_settings" (
	"company_id" uuid NOT NULL,
	"expense_type" text NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_tax_settings_company_id_expense_type_pk" PRIMARY KEY("company_id","expense_type"),
	CONSTRAINT "expense_tax_settings_type_ck" CHECK (expense_type in ('toll', 'parking', 'fuel', 'other')),
	CONSTRAINT "expense_tax_settings_rate_ck" CHECK (tax_rate in (10, 8, 0))
);
--> statement-breakpoint
CREATE TABLE "routing_duration_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"average_speed_kmh" double precision NOT NULL,
	"highway_speed_kmh" double precision NOT NULL,
	"detour_factor" double precision NOT NULL,
	"service_minutes" integer NOT NULL,
	"loading_minutes" integer NOT NULL,
	"max_working_minutes" integer NOT NULL,
	"max_driving_minutes" integer NOT NULL,
	"break_after_driving_minutes" integer NOT NULL,
	"break_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"fee_type" "fee_type" NOT NULL,
	"billing_unit_price" integer NOT NULL,
	"payment_unit_price" integer,
	"tax_rate" integer DEFAULT 10 NOT NULL,
	"base_id" uuid,
	"memo" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contracts_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "contracts_tax_rate_ck" CHECK ("contracts"."tax_rate" in (10, 8, 0)),
	CONSTRAINT "contracts_period_ck" CHECK ("contracts"."valid_to" is null or "contracts"."valid_to" >= "contracts"."valid_from")
);
--> statement-breakpoint
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
CREATE TABLE "import_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target" "import_target" DEFAULT 'courses' NOT NULL,
	"encoding" "import_encoding" NOT NULL,
	"header_rows" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bases" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "bases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address1, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address2, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "license_class" "license_class";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "invitation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(phone, ''), NFKC), '\s', '', 'g')) || E'\n' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "corporate_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closing_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rounding" "tax_rounding" DEFAULT 'floor' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(corporate_number, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(phone, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address1, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consignors" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "consignors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(phone, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "client_bases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address1, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address2, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
-- Target of the composite foreign keys below: added before them.
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_seal_file_fk" FOREIGN KEY ("company_id","seal_image_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_tax_settings" ADD CONSTRAINT "expense_tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_duration_settings" ADD CONSTRAINT "routing_duration_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_base_fk" FOREIGN KEY ("company_id","base_id") REFERENCES "public"."bases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "import_settings" ADD CONSTRAINT "import_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_list_name_idx" ON "contracts" USING btree ("company_id","name","id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_list_from_idx" ON "contracts" USING btree ("company_id","valid_from","id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_list_to_idx" ON "contracts" USING btree ("company_id","valid_to","id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("company_id","client_id","valid_from","id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_base_idx" ON "contracts" USING btree ("company_id","base_id") WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_search_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "health_checkups_driver_idx" ON "health_checkups" USING btree ("company_id","driver_id","checkup_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_settings_company_name_uq" ON "import_settings" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "import_settings_company_updated_idx" ON "import_settings" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "bases_list_name_idx" ON "bases" USING btree ("company_id","name","id") WHERE "bases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bases_list_created_idx" ON "bases" USING btree ("company_id","created_at","id") WHERE "bases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_list_kana_idx" ON "drivers" USING btree ("company_id","name_kana","id") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_list_group_idx" ON "drivers" USING btree ("company_id","group_id","name_kana","id") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_search_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops) WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_company_name_uq" ON "groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consignors_list_name_idx" ON "consignors" USING btree ("name_kana","name","id");--> statement-breakpoint
CREATE INDEX "consignors_search_idx" ON "consignors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_list_by_name_idx" ON "clients" USING btree ("company_id","name","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_created_idx" ON "clients" USING btree ("company_id","created_at","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops) WHERE "clients"."deleted_at" is null;
