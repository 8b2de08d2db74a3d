CREATE TABLE "newsletter_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_expires_idx" ON "newsletter_confirmations" USING btree ("expires_at");