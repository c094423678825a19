ALTER TABLE "contracts" ADD COLUMN "loading_tasks" text;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "track_distance_km" double precision;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "driver_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "load_status" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "gross_weight_kg" integer;