CREATE TYPE "public"."toll_handling" AS ENUM('included', 'reimbursed');--> statement-breakpoint
ALTER TYPE "public"."issued_document_kind" ADD VALUE 'reimbursement_statement';--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "toll_handling" "toll_handling" DEFAULT 'included' NOT NULL;