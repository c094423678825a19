CREATE TYPE "public"."course_message_side" AS ENUM('office', 'driver');--> statement-breakpoint
CREATE TYPE "public"."offer_audience" AS ENUM('partners', 'all');--> statement-breakpoint
CREATE TABLE "course_message_images" (
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_message_images_pk" PRIMARY KEY("company_id","message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "course_messages" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"side" "course_message_side" NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_messages_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"company_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_pk" PRIMARY KEY("company_id","partner_company_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"consignor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "course_offers" ADD COLUMN "audience" "offer_audience" DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_message_images" ADD CONSTRAINT "course_message_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_message_images" ADD CONSTRAINT "course_message_images_message_fk" FOREIGN KEY ("company_id","message_id") REFERENCES "public"."course_messages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_message_images" ADD CONSTRAINT "course_message_images_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_messages" ADD CONSTRAINT "course_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_messages" ADD CONSTRAINT "course_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_messages" ADD CONSTRAINT "course_messages_course_fk" FOREIGN KEY ("company_id","course_id") REFERENCES "public"."courses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_destination_fk" FOREIGN KEY ("company_id","destination_id") REFERENCES "public"."destinations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_messages_course_idx" ON "course_messages" USING btree ("company_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_messages_unread_idx" ON "course_messages" USING btree ("company_id","side","course_id") WHERE "course_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "partners_partner_idx" ON "partners" USING btree ("partner_company_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_uq" ON "tracking_links" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_token_idx" ON "tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_destination_idx" ON "tracking_links" USING btree ("company_id","destination_id");--> statement-breakpoint
CREATE INDEX "tracking_links_expires_idx" ON "tracking_links" USING btree ("expires_at");