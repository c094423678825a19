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
ALTER TABLE "companies" ADD COLUMN "corporate_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closing_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rounding" "tax_rounding" DEFAULT 'floor' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(corporate_number, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(phone, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(address1, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_seal_file_fk" FOREIGN KEY ("company_id","seal_image_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_tax_settings" ADD CONSTRAINT "expense_tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_duration_settings" ADD CONSTRAINT "routing_duration_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);