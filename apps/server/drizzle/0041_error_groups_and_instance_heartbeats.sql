CREATE TABLE "error_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"place" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_stack" text,
	"last_url" text,
	"last_release" text,
	"last_request_id" text,
	CONSTRAINT "error_groups_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "instance_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"release" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "instance_heartbeats_seen_idx" ON "instance_heartbeats" USING btree ("seen_at");--> statement-breakpoint
COMMENT ON TABLE "error_groups" IS 'citus: local';--> statement-breakpoint
COMMENT ON TABLE "instance_heartbeats" IS 'citus: local';