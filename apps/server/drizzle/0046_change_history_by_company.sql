-- Only a company's records have a change history, so every entry has its company: keyed by
-- (company_id, id) like the records, the history is distributed and colocated with them on Citus.
DROP INDEX "change_history_record_idx";--> statement-breakpoint
ALTER TABLE "change_history" DROP CONSTRAINT "change_history_pkey";--> statement-breakpoint
ALTER TABLE "change_history" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
CREATE INDEX "change_history_record_idx" ON "change_history" USING btree ("company_id","table_name","record_id","id");--> statement-breakpoint
COMMENT ON TABLE "change_history" IS NULL;
