CREATE TABLE "card_expiry_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"credit_card_id" text NOT NULL,
	"expiration_date" text NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_expiry_notices" ADD CONSTRAINT "card_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_expiry_notices_card_expiry_idx" ON "card_expiry_notices" USING btree ("credit_card_id","expiration_date");