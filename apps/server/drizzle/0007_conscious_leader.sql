CREATE TYPE "public"."import_encoding" AS ENUM('shift_jis', 'utf8');--> statement-breakpoint
CREATE TYPE "public"."import_target" AS ENUM('courses');--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "consignors" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "consignors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name_kana, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(phone, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "import_settings" ADD CONSTRAINT "import_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_settings_company_name_uq" ON "import_settings" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "import_settings_company_updated_idx" ON "import_settings" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "consignors_list_name_idx" ON "consignors" USING btree ("name_kana","name","id");--> statement-breakpoint
CREATE INDEX "consignors_search_idx" ON "consignors" USING gin ("search_text" gin_trgm_ops);