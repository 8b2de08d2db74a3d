ALTER TABLE "invoice_charge_attempts" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_charge_attempts" ADD COLUMN "credit_card_id" text;