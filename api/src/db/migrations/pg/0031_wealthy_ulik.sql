CREATE TABLE "gateway_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"transaction_id" text,
	"event_date" timestamp (3) with time zone,
	"outcome" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "charges_suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD COLUMN "settled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD COLUMN "disputed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD COLUMN "dispute_decision" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "ref_transaction_id" text;--> statement-breakpoint
CREATE INDEX "gateway_notifications_transaction_idx" ON "gateway_notifications" USING btree ("transaction_id");