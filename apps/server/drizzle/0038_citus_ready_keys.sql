-- Ready for Citus (decision 064): every company table's primary key and unique indexes start with
-- company_id, references between company tables carry it, and the tables that are not distributed by
-- company say so in a comment ('citus: reference' or 'citus: local'). One transaction, existing rows kept.

-- References that cross companies (a re-offer's parent, the offer a 運送契約書面 documents) cannot be
-- checked on a cluster; offers are never deleted. The other two become composite below.
ALTER TABLE "course_offers" DROP CONSTRAINT "course_offers_parent_offer_id_course_offers_id_fk";--> statement-breakpoint
ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_course_offer_id_course_offers_id_fk";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_sms_batch_id_sms_batches_id_fk";--> statement-breakpoint
ALTER TABLE "maintenance_task_links" DROP CONSTRAINT "maintenance_task_links_maintenance_id_maintenances_id_fk";--> statement-breakpoint

-- The composite foreign keys rest on the unique (company_id, id) constraints that the new primary keys
-- replace: keep the definitions of every reference to these tables, drop them, and add them again once
-- the keys are in place.
CREATE TEMP TABLE "citus_ready_fks" AS
SELECT con.conrelid::regclass::text AS tbl, con.conname, pg_get_constraintdef(con.oid) AS def
FROM pg_constraint con
WHERE con.contype = 'f'
  AND con.confrelid = ANY (ARRAY[
    'accident_reports', 'adjustment_amounts', 'aptitude_tests', 'attendances', 'bases', 'client_bases',
    'clients', 'contracts', 'course_offers', 'courses', 'daily_reports', 'destination_actions',
    'destinations', 'driver_profiles', 'driver_trainings', 'drivers', 'duty_exceptions', 'expenses',
    'groups', 'health_checkups', 'import_settings', 'issued_documents', 'maintenances',
    'optimization_runs', 'partner_invoices', 'sms_batches', 'vehicles']::regclass[]);--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM citus_ready_fks LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
  END LOOP;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'accident_reports', 'adjustment_amounts', 'aptitude_tests', 'attendances', 'bases', 'client_bases',
    'clients', 'contracts', 'course_offers', 'courses', 'daily_reports', 'destination_actions',
    'destinations', 'driver_profiles', 'driver_trainings', 'drivers', 'duty_exceptions', 'expenses',
    'groups', 'health_checkups', 'import_settings', 'issued_documents', 'maintenances',
    'optimization_runs', 'partner_invoices', 'sms_batches', 'vehicles']
  LOOP
    -- A constraint on most tables; a unique index written by hand on attendances.
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', t, t || '_company_id_uq');
    EXECUTE format('DROP INDEX IF EXISTS %I', t || '_company_id_uq');
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t, t || '_pkey');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY ("company_id", "id")', t, t || '_pkey');
  END LOOP;
END $$;--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM citus_ready_fks LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname, r.def);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE "citus_ready_fks";--> statement-breakpoint

-- maintenance_task_links takes its maintenance's company.
ALTER TABLE "maintenance_task_links" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "maintenance_task_links" l SET "company_id" = m."company_id" FROM "maintenances" m WHERE m."id" = l."maintenance_id";--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ADD CONSTRAINT "maintenance_task_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ADD CONSTRAINT "maintenance_task_links_maintenance_fk" FOREIGN KEY ("company_id","maintenance_id") REFERENCES "public"."maintenances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_links" DROP CONSTRAINT "maintenance_task_links_maintenance_id_task_id_pk";--> statement-breakpoint
ALTER TABLE "maintenance_task_links" ADD CONSTRAINT "maintenance_task_links_maintenance_id_task_id_pk" PRIMARY KEY("company_id","maintenance_id","task_id");--> statement-breakpoint

ALTER TABLE "courses" ADD CONSTRAINT "courses_sms_batch_fk" FOREIGN KEY ("company_id","sms_batch_id") REFERENCES "public"."sms_batches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "course_offers_open_course_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "course_offers_open_course_uq" ON "course_offers" USING btree ("company_id","course_id") WHERE "course_offers"."status" = 'open';--> statement-breakpoint

-- File links: company_id first in the key.
ALTER TABLE "accident_report_files" DROP CONSTRAINT "accident_report_files_pk";--> statement-breakpoint
ALTER TABLE "accident_report_files" ADD CONSTRAINT "accident_report_files_pk" PRIMARY KEY("company_id","report_id","file_id");--> statement-breakpoint
ALTER TABLE "destination_action_files" DROP CONSTRAINT "destination_action_files_pk";--> statement-breakpoint
ALTER TABLE "destination_action_files" ADD CONSTRAINT "destination_action_files_pk" PRIMARY KEY("company_id","action_id","file_id");--> statement-breakpoint
ALTER TABLE "driver_profile_images" DROP CONSTRAINT "driver_profile_images_driver_id_file_id_pk";--> statement-breakpoint
ALTER TABLE "driver_profile_images" ADD CONSTRAINT "driver_profile_images_driver_id_file_id_pk" PRIMARY KEY("company_id","driver_id","file_id");--> statement-breakpoint
ALTER TABLE "driver_register_photos" DROP CONSTRAINT "driver_register_photos_pk";--> statement-breakpoint
ALTER TABLE "driver_register_photos" ADD CONSTRAINT "driver_register_photos_pk" PRIMARY KEY("company_id","driver_id","file_id");--> statement-breakpoint
ALTER TABLE "expense_receipts" DROP CONSTRAINT "expense_receipts_pk";--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_pk" PRIMARY KEY("company_id","expense_id","file_id");--> statement-breakpoint
ALTER TABLE "health_checkup_files" DROP CONSTRAINT "health_checkup_files_checkup_id_file_id_pk";--> statement-breakpoint
ALTER TABLE "health_checkup_files" ADD CONSTRAINT "health_checkup_files_checkup_id_file_id_pk" PRIMARY KEY("company_id","checkup_id","file_id");--> statement-breakpoint
ALTER TABLE "maintenance_images" DROP CONSTRAINT "maintenance_images_maintenance_id_file_id_pk";--> statement-breakpoint
ALTER TABLE "maintenance_images" ADD CONSTRAINT "maintenance_images_maintenance_id_file_id_pk" PRIMARY KEY("company_id","maintenance_id","file_id");--> statement-breakpoint

-- Tables not distributed by company (docs/operations.md, Growing to a cluster, says why for each).
COMMENT ON TABLE "companies" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "consignors" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "users" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "files" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "api_keys" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "job_types" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "maintenance_tasks" IS 'citus: reference';--> statement-breakpoint
COMMENT ON TABLE "platform_courses" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "routing_source_uploads" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "routing_source_rows" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "jobs" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "change_history" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "idempotency_keys" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "push_subscriptions" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "vapid_keys" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "refresh_tokens" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "sign_in_links" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "sign_in_attempts" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "signing_keys" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "used_stream_tokens" IS 'citus: local';
