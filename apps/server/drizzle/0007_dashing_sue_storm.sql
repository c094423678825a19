CREATE TYPE "public"."license_class" AS ENUM('ordinary', 'semi_medium', 'medium', 'large', 'large_special', 'towing');--> statement-breakpoint
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
CREATE INDEX "drivers_list_kana_idx" ON "drivers" USING btree ("company_id","name_kana","id") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_list_group_idx" ON "drivers" USING btree ("company_id","group_id","name_kana","id") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_search_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops) WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_company_name_uq" ON "groups" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_uq" UNIQUE("company_id","id");