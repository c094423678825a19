CREATE TABLE "used_stream_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_stream_tokens_expires_idx" ON "used_stream_tokens" USING btree ("expires_at");