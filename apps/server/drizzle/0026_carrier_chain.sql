ALTER TYPE "public"."issued_document_kind" ADD VALUE 'transport_contract';--> statement-breakpoint
DROP INDEX "issued_documents_current_uq";--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "cargo" text;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "from_area" text;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "to_area" text;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "incidental_work" text;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "incidental_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "fuel_surcharge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "parent_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "chain_id" uuid;--> statement-breakpoint
-- Edited: offers made before chains were recorded are each the first of their own chain.
UPDATE "course_offers" SET "chain_id" = "id";--> statement-breakpoint
ALTER TABLE "course_offers" ALTER COLUMN "chain_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "tier" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "course_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_parent_offer_id_course_offers_id_fk" FOREIGN KEY ("parent_offer_id") REFERENCES "public"."course_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_course_offer_id_course_offers_id_fk" FOREIGN KEY ("course_offer_id") REFERENCES "public"."course_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_offers_chain_idx" ON "course_offers" USING btree ("chain_id","tier");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_current_uq" ON "issued_documents" USING btree ("company_id","kind",coalesce("client_id", "driver_id", "course_offer_id"),"accounting_month") WHERE "issued_documents"."superseded_at" is null;--> statement-breakpoint
-- Hand-written: the 実運送体制管理簿 is kept 1 year (貨物自動車運送事業法, 2025-04). An accepted offer is
-- a row of it: nothing may delete one within a year of its delivery date (the app never deletes offers).
CREATE OR REPLACE FUNCTION course_offers_keep_register() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'accepted' AND OLD.delivery_date > (now() AT TIME ZONE 'Asia/Tokyo')::date - interval '1 year' THEN
    RAISE EXCEPTION '実運送体制管理簿の記録は運行日から1年間削除できません。' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER course_offers_keep_register BEFORE DELETE ON course_offers
  FOR EACH ROW EXECUTE FUNCTION course_offers_keep_register();
