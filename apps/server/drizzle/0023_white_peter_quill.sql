ALTER TABLE "accident_reports" ADD COLUMN "flash_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accident_reports" ADD COLUMN "submitted_at" timestamp with time zone;