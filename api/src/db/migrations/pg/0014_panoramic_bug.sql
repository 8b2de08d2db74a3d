CREATE TABLE "payment_intents" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"purpose" text NOT NULL,
	"contract_id" text,
	"invoice_id" text,
	"service_request_id" text,
	"effect" jsonb,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"credit_card_id" text,
	"customer_profile_id" text NOT NULL,
	"payment_profile_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"gateway_transaction_id" text,
	"reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "payment_intents_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "reference_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_service_request_id_service_requests_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_credit_card_id_payment_methods_credit_card_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."payment_methods"("credit_card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_status_created_idx" ON "payment_intents" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_reference_id_unique" UNIQUE("reference_id");