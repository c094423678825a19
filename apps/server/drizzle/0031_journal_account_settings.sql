CREATE TABLE "journal_account_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"sales" text NOT NULL,
	"receivable" text NOT NULL,
	"outsourcing" text NOT NULL,
	"expenses" text NOT NULL,
	"reimbursement" text NOT NULL,
	"payable" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_account_settings" ADD CONSTRAINT "journal_account_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;