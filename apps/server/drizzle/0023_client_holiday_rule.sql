CREATE TYPE "public"."holiday_rule" AS ENUM('previous', 'next');--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "holiday_rule" "holiday_rule" DEFAULT 'previous' NOT NULL;