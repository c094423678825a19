ALTER TYPE "public"."attendance_type" ADD VALUE 'mid_duty';--> statement-breakpoint
ALTER TABLE "attendances" ALTER COLUMN "method" SET DATA TYPE text;--> statement-breakpoint
-- Hand-written: the old 遠隔・電話 is 電話 in the new methods (the old rows stay readable).
UPDATE "attendances" SET "method" = 'phone' WHERE "method" = 'remote';--> statement-breakpoint
DROP TYPE "public"."roll_call_method";--> statement-breakpoint
CREATE TYPE "public"."roll_call_method" AS ENUM('in_person', 'it', 'phone');--> statement-breakpoint
ALTER TABLE "attendances" ALTER COLUMN "method" SET DATA TYPE "public"."roll_call_method" USING "method"::"public"."roll_call_method";--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "away_from_base" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "vehicle_road_report" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "handover_note" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "confirm_memo" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "alcohol_outcome" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "it_roll_call_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "it_roll_call_equipment" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_unconfirmed_idx" ON "attendances" USING btree ("company_id","at") WHERE "attendances"."confirmed_at" is null and "attendances"."checked_by" is null;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): 点呼 records are kept at least 1 year
-- (輸送安全規則 第7条); deleting a younger one is refused, whoever tries. 休憩 rows are no 点呼.
CREATE OR REPLACE FUNCTION attendances_keep_one_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."type" IN ('clock_in', 'clock_out', 'mid_duty') AND OLD."at" > now() - interval '1 year' THEN
    RAISE EXCEPTION '点呼記録は1年間保存が必要なため削除できません（%）', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendances_keep_one_year BEFORE DELETE ON "attendances"
  FOR EACH ROW EXECUTE FUNCTION attendances_keep_one_year();
