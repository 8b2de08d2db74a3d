CREATE TABLE "contracts" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"ordered_by_user_id" text,
	"plan_id" text NOT NULL,
	"contract_offer_id" text NOT NULL,
	"plan_type_id" text NOT NULL,
	"state_code" text NOT NULL,
	"dwelling_type_id" text NOT NULL,
	"square_footage" integer NOT NULL,
	"address" jsonb NOT NULL,
	"billing_address" jsonb,
	"status" text NOT NULL,
	"order_status" text NOT NULL,
	"order_kind" text NOT NULL,
	"payment_type" text NOT NULL,
	"ordering_party_type" text,
	"coverage_length_years" integer DEFAULT 1 NOT NULL,
	"effective_date" timestamp (3) with time zone,
	"expire_date" timestamp (3) with time zone,
	"estimated_closing_date" timestamp (3) with time zone,
	"is_listing_coverage" boolean DEFAULT false NOT NULL,
	"is_auto_renew" boolean DEFAULT false NOT NULL,
	"is_web_policy" boolean DEFAULT true NOT NULL,
	"service_call_fee_cents" integer NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"monthly_total_cents" integer NOT NULL,
	"contract_coupon_id" text,
	"credit_balance_cents" integer DEFAULT 0 NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"partners" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_contract_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "contracts_policy_number_unique" UNIQUE("policy_number")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"contract_coupon_id" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"plan_type_id" text,
	"state_code" text,
	"plan_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp (3) with time zone,
	CONSTRAINT "coupons_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
CREATE TABLE "coverage_items" (
	"sales_item_coverage_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"factoids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_covered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legal" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"sales_item_id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"sales_item_coverage_id" text
);
--> statement-breakpoint
CREATE TABLE "credit_reasons" (
	"credit_reason_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"default_amount_cents" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"address" text,
	"postal_code" text,
	"state_code" text,
	"home_phone" text,
	"plan_type_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_coverage_prices" (
	"state_code" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"contract_offer_id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"state_code" text NOT NULL,
	"dwelling_type_id" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"monthly_cost_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_code" text,
	"parent_partner_id" text,
	"search_text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"credit_card_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_profile_id" text NOT NULL,
	"payment_profile_id" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_date" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_coverages" (
	"plan_id" text NOT NULL,
	"sales_item_id" text NOT NULL,
	"is_optional" boolean NOT NULL,
	"is_included_by_default" boolean DEFAULT false NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"recurring_cost_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"plan_type_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"can_be_listing_coverage" boolean DEFAULT false NOT NULL,
	"sales_item_coverage_id" text
);
--> statement-breakpoint
CREATE TABLE "policy_payments" (
	"policy_payment_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "policy_payments_policy_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" text NOT NULL,
	"invoice_id" text,
	"credit_card_id" text,
	"amount_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"gateway_transaction_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customer_profiles" (
	"customer_profile_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_profiles" (
	"payment_profile_id" text PRIMARY KEY NOT NULL,
	"customer_profile_id" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_date" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"payment_profile_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_call_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_type_id" text NOT NULL,
	"state_code" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"price_offset_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"plan_type_id" text NOT NULL,
	"state_code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_offer_id_offers_contract_offer_id_fk" FOREIGN KEY ("contract_offer_id") REFERENCES "public"."offers"("contract_offer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_plan_type_id_plan_types_plan_type_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("plan_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_dwelling_type_id_property_types_dwelling_type_id_fk" FOREIGN KEY ("dwelling_type_id") REFERENCES "public"."property_types"("dwelling_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_coupon_id_coupons_contract_coupon_id_fk" FOREIGN KEY ("contract_coupon_id") REFERENCES "public"."coupons"("contract_coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_plan_type_id_plan_types_plan_type_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("plan_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_sales_item_coverage_id_coverage_items_sales_item_coverage_id_fk" FOREIGN KEY ("sales_item_coverage_id") REFERENCES "public"."coverage_items"("sales_item_coverage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_coverage_prices" ADD CONSTRAINT "listing_coverage_prices_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dwelling_type_id_property_types_dwelling_type_id_fk" FOREIGN KEY ("dwelling_type_id") REFERENCES "public"."property_types"("dwelling_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_coverages" ADD CONSTRAINT "plan_coverages_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_coverages" ADD CONSTRAINT "plan_coverages_sales_item_id_coverages_sales_item_id_fk" FOREIGN KEY ("sales_item_id") REFERENCES "public"."coverages"("sales_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_plan_type_id_plan_types_plan_type_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("plan_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_sales_item_coverage_id_coverage_items_sales_item_coverage_id_fk" FOREIGN KEY ("sales_item_coverage_id") REFERENCES "public"."coverage_items"("sales_item_coverage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD CONSTRAINT "policy_payments_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD CONSTRAINT "policy_payments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_payments" ADD CONSTRAINT "policy_payments_credit_card_id_payment_methods_credit_card_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."payment_methods"("credit_card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_profiles" ADD CONSTRAINT "sandbox_payment_profiles_customer_profile_id_sandbox_customer_profiles_customer_profile_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."sandbox_customer_profiles"("customer_profile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_call_prices" ADD CONSTRAINT "service_call_prices_plan_type_id_plan_types_plan_type_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("plan_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_call_prices" ADD CONSTRAINT "service_call_prices_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_plan_type_id_plan_types_plan_type_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("plan_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "contracts_ordered_by_idx" ON "contracts" USING btree ("ordered_by_user_id");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_plan_state_dwelling_idx" ON "offers" USING btree ("state_code","dwelling_type_id","plan_id");--> statement-breakpoint
CREATE INDEX "partners_role_idx" ON "partners" USING btree ("role");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_profile_idx" ON "payment_methods" USING btree ("customer_profile_id","payment_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_coverages_plan_item_idx" ON "plan_coverages" USING btree ("plan_id","sales_item_id");--> statement-breakpoint
CREATE INDEX "plans_plan_type_idx" ON "plans" USING btree ("plan_type_id");--> statement-breakpoint
CREATE INDEX "policy_payments_contract_idx" ON "policy_payments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "service_call_prices_type_state_idx" ON "service_call_prices" USING btree ("plan_type_id","state_code");--> statement-breakpoint
CREATE UNIQUE INDEX "surcharges_type_state_kind_idx" ON "surcharges" USING btree ("plan_type_id","state_code","kind");