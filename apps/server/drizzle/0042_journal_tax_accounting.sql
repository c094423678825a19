CREATE TYPE "public"."tax_accounting" AS ENUM('inclusive', 'exclusive');--> statement-breakpoint
ALTER TABLE "journal_account_settings" ADD COLUMN "input_tax" text DEFAULT '仮払消費税' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_account_settings" ADD COLUMN "output_tax" text DEFAULT '仮受消費税' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_account_settings" ADD COLUMN "tax_accounting" "tax_accounting" DEFAULT 'exclusive' NOT NULL;