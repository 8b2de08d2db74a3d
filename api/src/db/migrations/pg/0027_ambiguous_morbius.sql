CREATE TABLE "cash_in_lieu_offers" (
	"service_request_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"offered_by_user_id" text NOT NULL,
	"offered_at" timestamp (3) with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "cash_in_lieu_offers" ADD CONSTRAINT "cash_in_lieu_offers_service_request_id_service_requests_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_in_lieu_offers" ADD CONSTRAINT "cash_in_lieu_offers_offered_by_user_id_users_id_fk" FOREIGN KEY ("offered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;