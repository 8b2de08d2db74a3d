CREATE TABLE "dispatch_authorization_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"contractor_user_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved_amount_cents" integer,
	"decided_by_user_id" text,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_visit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"event" text NOT NULL,
	"eta_minutes" integer,
	"technician_user_id" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "visit_event" text;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "visit_eta_minutes" integer;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD COLUMN "visit_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_authorization_requests" ADD CONSTRAINT "dispatch_authorization_requests_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_authorization_requests" ADD CONSTRAINT "dispatch_authorization_requests_contractor_user_id_users_id_fk" FOREIGN KEY ("contractor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_authorization_requests" ADD CONSTRAINT "dispatch_authorization_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_visit_events" ADD CONSTRAINT "dispatch_visit_events_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_visit_events" ADD CONSTRAINT "dispatch_visit_events_technician_user_id_users_id_fk" FOREIGN KEY ("technician_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_authorization_requests_status_created_idx" ON "dispatch_authorization_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dispatch_authorization_requests_dispatch_created_idx" ON "dispatch_authorization_requests" USING btree ("dispatch_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_authorization_requests_one_open_idx" ON "dispatch_authorization_requests" USING btree ("dispatch_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "dispatch_visit_events_dispatch_at_idx" ON "dispatch_visit_events" USING btree ("dispatch_id","at");