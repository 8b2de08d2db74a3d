ALTER TABLE "contracts" ADD COLUMN "awaiting_owner_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "owner_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD COLUMN "refunded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "fee_refunded_at" timestamp (3) with time zone;