ALTER TYPE "public"."destination_action_type" ADD VALUE 'carried_back';--> statement-breakpoint
ALTER TYPE "public"."destination_action_type" ADD VALUE 'redelivery_requested';--> statement-breakpoint
ALTER TYPE "public"."destination_action_type" ADD VALUE 'partial';--> statement-breakpoint
ALTER TYPE "public"."destination_action_type" ADD VALUE 'refused';--> statement-breakpoint
ALTER TYPE "public"."destination_status" ADD VALUE 'carried_back';--> statement-breakpoint
ALTER TYPE "public"."destination_status" ADD VALUE 'redelivery_requested';--> statement-breakpoint
ALTER TYPE "public"."destination_status" ADD VALUE 'partial';--> statement-breakpoint
ALTER TYPE "public"."destination_status" ADD VALUE 'refused';--> statement-breakpoint
ALTER TABLE "destination_actions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD COLUMN "redelivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destination_actions" ADD COLUMN "delivered_quantity" integer;