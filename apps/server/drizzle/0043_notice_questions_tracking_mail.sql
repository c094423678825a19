CREATE TYPE "public"."question_status" AS ENUM('open', 'answered');--> statement-breakpoint
CREATE TYPE "public"."payment_notice_question_side" AS ENUM('driver', 'office');--> statement-breakpoint
CREATE TABLE "payment_notice_questions" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"side" "payment_notice_question_side" NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notice_questions_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "question_status" "question_status";--> statement-breakpoint
ALTER TABLE "tracking_links" ADD COLUMN "notify_email" text;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD COLUMN "notify_token" text;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_notice_questions" ADD CONSTRAINT "payment_notice_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notice_questions" ADD CONSTRAINT "payment_notice_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notice_questions" ADD CONSTRAINT "payment_notice_questions_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."issued_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notice_questions_document_idx" ON "payment_notice_questions" USING btree ("company_id","document_id","created_at");--> statement-breakpoint
CREATE INDEX "issued_documents_open_question_idx" ON "issued_documents" USING btree ("company_id","accounting_month") WHERE "issued_documents"."question_status" = 'open';--> statement-breakpoint
CREATE INDEX "tracking_links_pending_mail_idx" ON "tracking_links" USING btree ("company_id","destination_id") WHERE "tracking_links"."notify_email" is not null and "tracking_links"."notified_at" is null;--> statement-breakpoint
-- A payment notice's questions and answers are kept like the document itself: every change is recorded.
CREATE TRIGGER payment_notice_questions_change_history AFTER INSERT OR UPDATE OR DELETE ON payment_notice_questions
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
