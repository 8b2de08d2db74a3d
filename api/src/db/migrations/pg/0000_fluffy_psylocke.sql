CREATE TABLE "closing_item_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"default_price_per_unit_cents" integer,
	"default_cost_per_hour_cents" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"trade_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_zip_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_carrier" text NOT NULL,
	"insurance_policy_number" text NOT NULL,
	"liability_coverage_cents" integer NOT NULL,
	"insurance_expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"contractor_user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"customer_name" text NOT NULL,
	"arrived_on_time" boolean NOT NULL,
	"fixed_first_visit" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_files" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"uploaded_by_user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_hash" text NOT NULL,
	"storage_name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"note" text NOT NULL,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_parts" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"closing_item_id" text NOT NULL,
	"is_provided_by_contractor" boolean DEFAULT false NOT NULL,
	"price_per_unit_cents" integer DEFAULT 0 NOT NULL,
	"tax_per_unit_cents" integer DEFAULT 0 NOT NULL,
	"units" double precision DEFAULT 0 NOT NULL,
	"cost_per_hour_cents" integer DEFAULT 0 NOT NULL,
	"hours_worked" double precision DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_tickets" (
	"dispatch_id" text PRIMARY KEY NOT NULL,
	"work_order_id" text NOT NULL,
	"contractor_user_id" text NOT NULL,
	"status" text NOT NULL,
	"work_status" text NOT NULL,
	"trade_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip" text NOT NULL,
	"problem_description" text NOT NULL,
	"scheduled_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"recall_of_work_order_id" text,
	"service_call_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_call_fee_collected_cents" integer DEFAULT 0 NOT NULL,
	"was_service_call_fee_collected" boolean DEFAULT false NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"purchase_order_cost_cents" integer DEFAULT 0 NOT NULL,
	"pre_authorize_cents" integer DEFAULT 0 NOT NULL,
	"pre_authorize_override_cents" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "dispatch_tickets_work_order_id_unique" UNIQUE("work_order_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"lock_token" text NOT NULL,
	"locked_at" timestamp (3) with time zone NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_user_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_types" (
	"plan_type_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"route_value" text,
	"legacy_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"product_family_id" integer PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"dwelling_type_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text NOT NULL,
	"impersonator_id" text,
	"password_reset" boolean DEFAULT false NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"family_started_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"rotated_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_agreements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sign_in_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"is_market_state" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"web_view" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_opted_in_to_sms" boolean DEFAULT false NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"password_changed_at" timestamp (3) with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_item_categories" ADD CONSTRAINT "closing_item_categories_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_category_id_closing_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."closing_item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_surveys" ADD CONSTRAINT "customer_surveys_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_surveys" ADD CONSTRAINT "customer_surveys_contractor_user_id_users_id_fk" FOREIGN KEY ("contractor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_files" ADD CONSTRAINT "dispatch_files_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_files" ADD CONSTRAINT "dispatch_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_notes" ADD CONSTRAINT "dispatch_notes_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_notes" ADD CONSTRAINT "dispatch_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_parts" ADD CONSTRAINT "dispatch_parts_dispatch_id_dispatch_tickets_dispatch_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatch_tickets"("dispatch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_parts" ADD CONSTRAINT "dispatch_parts_closing_item_id_closing_items_id_fk" FOREIGN KEY ("closing_item_id") REFERENCES "public"."closing_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD CONSTRAINT "dispatch_tickets_contractor_user_id_users_id_fk" FOREIGN KEY ("contractor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_tickets" ADD CONSTRAINT "dispatch_tickets_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_families" ADD CONSTRAINT "product_families_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_item_categories_trade_idx" ON "closing_item_categories" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "closing_items_category_idx" ON "closing_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "customer_surveys_contractor_created_idx" ON "customer_surveys" USING btree ("contractor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_files_dispatch_hash_idx" ON "dispatch_files" USING btree ("dispatch_id","content_hash");--> statement-breakpoint
CREATE INDEX "dispatch_files_uploader_idx" ON "dispatch_files" USING btree ("uploaded_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "dispatch_notes_dispatch_created_idx" ON "dispatch_notes" USING btree ("dispatch_id","created_at");--> statement-breakpoint
CREATE INDEX "dispatch_parts_dispatch_idx" ON "dispatch_parts" USING btree ("dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatch_tickets_contractor_status_created_idx" ON "dispatch_tickets" USING btree ("contractor_user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "dispatch_tickets_contractor_created_idx" ON "dispatch_tickets" USING btree ("contractor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "impersonation_audit_staff_idx" ON "impersonation_audit" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "product_families_trade_idx" ON "product_families" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_codes_user_idx" ON "sign_in_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "zip_codes_state_idx" ON "zip_codes" USING btree ("state_code");