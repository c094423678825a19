DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_completed_idx" ON "jobs" USING btree ("completed_at") WHERE "jobs"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("failed_at") WHERE "jobs"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_at") WHERE "jobs"."completed_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
-- Jobs still waiting at the upgrade get their kind's priority (lib/jobs/job-kind.ts); the rest stay bulk.
UPDATE "jobs" SET "priority" = CASE "type" WHEN 'auth.password-reset' THEN 0 ELSE 10 END,
  "secret" = ("type" = 'auth.password-reset')
  WHERE "type" IN ('auth.password-reset', 'mail.send', 'push', 'push.deliver')
    AND "completed_at" IS NULL AND "failed_at" IS NULL;
