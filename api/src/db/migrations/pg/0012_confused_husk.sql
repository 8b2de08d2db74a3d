CREATE TABLE "invoice_charge_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text,
	"gateway_transaction_id" text,
	"attempted_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "invoice_charge_attempts" ADD CONSTRAINT "invoice_charge_attempts_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_charge_attempts_invoice_attempt_idx" ON "invoice_charge_attempts" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_contract_period_idx" ON "invoices" USING btree ("contract_id","billing_period");