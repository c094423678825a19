CREATE TYPE "public"."document_kind" AS ENUM('invoice', 'return_invoice', 'payment_notice', 'offset_notice', 'transport_contract', 'reimbursement_statement');--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD COLUMN "tax_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD COLUMN "relates_to_month" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tax_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "document_kind" "document_kind";--> statement-breakpoint
-- Documents issued before were all printed as 請求書 / 支払通知書 / 運送契約書面: the register says what
-- the PDF says. The backfill is not a change of anyone's document, so it leaves no history rows.
ALTER TABLE "issued_documents" DISABLE TRIGGER "issued_documents_change_history";--> statement-breakpoint
UPDATE "issued_documents" SET "document_kind" = "kind"::text::"document_kind";--> statement-breakpoint
ALTER TABLE "issued_documents" ENABLE TRIGGER "issued_documents_change_history";--> statement-breakpoint
ALTER TABLE "issued_documents" ALTER COLUMN "document_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_amounts" ADD CONSTRAINT "adjustment_amounts_return_ck" CHECK ("adjustment_amounts"."relates_to_month" is null or ("adjustment_amounts"."amount" < 0 and "adjustment_amounts"."relates_to_month" < "adjustment_amounts"."accounting_month"));--> statement-breakpoint
CREATE INDEX "issued_documents_document_kind_idx" ON "issued_documents" USING btree ("company_id","document_kind","issued_on");
