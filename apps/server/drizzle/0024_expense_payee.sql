ALTER TABLE "expenses" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "payee_registration_number" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "payee_search" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce(payee_name, ''), NFKC), '\s', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "expenses_payee_idx" ON "expenses" USING gin ("payee_search" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: payee_search is derived from payee_name (the search key), so the history leaves it out.
DROP TRIGGER expenses_change_history ON expenses;
--> statement-breakpoint
CREATE TRIGGER expenses_change_history AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION record_change_history('payee_search');
