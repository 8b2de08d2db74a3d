CREATE TABLE "global_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "global_notices_active_idx" ON "global_notices" USING btree ("active","created_at");