CREATE TABLE "question_flows" (
	"warranty_item_id" text PRIMARY KEY NOT NULL,
	"start_question_id" text NOT NULL,
	"questions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"service_request_id" text NOT NULL,
	"event" text NOT NULL,
	"detail" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coverages" ADD COLUMN "trade_id" integer;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "scheduled_start_window" text;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "scheduled_end_window" text;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "cancellation_notes" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "warranty_item_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "contact_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "service_call_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "fee_transaction_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "fee_credit_card_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "question_flows" ADD CONSTRAINT "question_flows_warranty_item_id_coverages_sales_item_id_fk" FOREIGN KEY ("warranty_item_id") REFERENCES "public"."coverages"("sales_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_service_request_id_service_requests_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_events_request_event_idx" ON "service_request_events" USING btree ("service_request_id","event");--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_warranty_item_id_coverages_sales_item_id_fk" FOREIGN KEY ("warranty_item_id") REFERENCES "public"."coverages"("sales_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_work_order_idx" ON "service_requests" USING btree ("work_order_id");