CREATE TABLE "notices" (
	"notice_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contract_id" text,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"dismissed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "service_request_notes" (
	"note_id" text PRIMARY KEY NOT NULL,
	"service_request_id" text NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"service_request_id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"requested_by_user_id" text NOT NULL,
	"service_request_number" text NOT NULL,
	"item_description" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"work_order_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "service_requests_service_request_number_unique" UNIQUE("service_request_number")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "default_credit_card_id" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "failed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_user_id" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_notes" ADD CONSTRAINT "service_request_notes_service_request_id_service_requests_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("service_request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_request_notes_request_idx" ON "service_request_notes" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "service_requests_contract_idx" ON "service_requests" USING btree ("contract_id");