CREATE TYPE "public"."history_action" AS ENUM('insert', 'update', 'delete');--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "change_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid,
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" "history_action" NOT NULL,
	"actor_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_fields" text[] NOT NULL,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);--> statement-breakpoint
ALTER TABLE "drivers" DROP CONSTRAINT "drivers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "drivers" DROP CONSTRAINT "drivers_group_id_groups_id_fk";--> statement-breakpoint
ALTER TABLE "maintenance_images" DROP CONSTRAINT "maintenance_images_maintenance_id_maintenances_id_fk";--> statement-breakpoint
ALTER TABLE "maintenance_images" DROP CONSTRAINT "maintenance_images_file_id_files_id_fk";--> statement-breakpoint
ALTER TABLE "maintenances" DROP CONSTRAINT "maintenances_vehicle_id_vehicles_id_fk";--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_base_id_bases_id_fk";--> statement-breakpoint
DROP INDEX "vehicles_company_idx";--> statement-breakpoint
DROP INDEX "maintenances_vehicle_idx";--> statement-breakpoint
-- Existing images take the company of their record.
ALTER TABLE "maintenance_images" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "maintenance_images" mi SET "company_id" = m."company_id" FROM "maintenances" m WHERE m."id" = mi."maintenance_id";--> statement-breakpoint
ALTER TABLE "maintenance_images" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "base_name" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "last_maintained_on" date;--> statement-breakpoint
UPDATE "vehicles" v SET "last_maintained_on" = (SELECT max(m."maintained") FROM "maintenances" m WHERE m."vehicle_id" = v."id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(registration_number, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(name, ''), NFKC), '\s', '', 'g')) || E'\n' || lower(regexp_replace(normalize(coalesce(maker, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_reset_idx" ON "sign_in_attempts" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "change_history_record_idx" ON "change_history" USING btree ("table_name","record_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
-- Composite keys reference (company_id, id): unique constraints first.
ALTER TABLE "bases" ADD CONSTRAINT "bases_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_maintenance_fk" FOREIGN KEY ("company_id","maintenance_id") REFERENCES "public"."maintenances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_base_fk" FOREIGN KEY ("company_id","base_id") REFERENCES "public"."bases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_list_registration_idx" ON "vehicles" USING btree ("company_id","registration_number","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_name_idx" ON "vehicles" USING btree ("company_id","name","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_class_idx" ON "vehicles" USING btree ("company_id","vehicle_class","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_inspection_idx" ON "vehicles" USING btree ("company_id","inspection_expires_on","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_maintained_idx" ON "vehicles" USING btree ("company_id","last_maintained_on","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_base_name_idx" ON "vehicles" USING btree ("company_id","base_name","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_list_base_idx" ON "vehicles" USING btree ("company_id","base_id","registration_number","id") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops) WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "maintenances_vehicle_idx" ON "maintenances" USING btree ("vehicle_id","maintained","id");
