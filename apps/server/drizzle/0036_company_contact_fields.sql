ALTER TABLE "company_settings" ADD COLUMN "contact_department" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "contact_email" text;