CREATE TABLE "uploads_in_progress" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_live_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unverified_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "uploads_in_progress" ADD CONSTRAINT "uploads_in_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_in_progress_user_idx" ON "uploads_in_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_in_progress_created_idx" ON "uploads_in_progress" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "used_live_tickets_expires_idx" ON "used_live_tickets" USING btree ("expires_at");