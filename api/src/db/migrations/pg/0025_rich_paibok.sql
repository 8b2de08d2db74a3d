CREATE TABLE "contractor_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"blocked_days" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"work_order_id" text PRIMARY KEY NOT NULL,
	"contractor_user_id" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractor_availability" ADD CONSTRAINT "contractor_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_work_order_id_dispatch_tickets_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."dispatch_tickets"("work_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_contractor_user_id_users_id_fk" FOREIGN KEY ("contractor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_contractor_start_idx" ON "visits" USING btree ("contractor_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_contractor_ends_idx" ON "visits" USING btree ("contractor_user_id","ends_at");