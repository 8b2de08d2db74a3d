CREATE TABLE "sms_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"cause_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"urgent" boolean NOT NULL,
	"send_after" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_sid" text,
	"delivery_status" text,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sms_messages_cause_key_unique" UNIQUE("cause_key")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"text_id" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sms_outbox_text_id_unique" UNIQUE("text_id")
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_text_id_sms_messages_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_sid_idx" ON "sms_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "sms_messages_user_idx" ON "sms_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");