CREATE TABLE `coupons` (
	`contract_coupon_id` text PRIMARY KEY NOT NULL,
	`coupon_code` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`plan_type_id` text,
	`state_code` text,
	`plan_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`plan_type_id`) REFERENCES `plan_types`(`plan_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_coupon_code_unique` ON `coupons` (`coupon_code`);--> statement-breakpoint
CREATE TABLE `coverage_items` (
	`sales_item_coverage_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`factoids` text DEFAULT '[]' NOT NULL,
	`covered` text DEFAULT '[]' NOT NULL,
	`not_covered` text DEFAULT '[]' NOT NULL,
	`limits` text DEFAULT '[]' NOT NULL,
	`legal` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `coverages` (
	`sales_item_id` text PRIMARY KEY NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`sales_item_coverage_id` text,
	FOREIGN KEY (`sales_item_coverage_id`) REFERENCES `coverage_items`(`sales_item_coverage_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `credit_reasons` (
	`credit_reason_id` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`default_amount_cents` integer
);
--> statement-breakpoint
CREATE TABLE `listing_coverage_prices` (
	`state_code` text PRIMARY KEY NOT NULL,
	`price_cents` integer NOT NULL,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`contract_offer_id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`state_code` text NOT NULL,
	`dwelling_type_id` text NOT NULL,
	`cost_cents` integer NOT NULL,
	`monthly_cost_cents` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dwelling_type_id`) REFERENCES `property_types`(`dwelling_type_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_plan_state_dwelling_idx` ON `offers` (`state_code`,`dwelling_type_id`,`plan_id`);--> statement-breakpoint
CREATE TABLE `plan_coverages` (
	`plan_id` text NOT NULL,
	`sales_item_id` text NOT NULL,
	`is_optional` integer NOT NULL,
	`is_included_by_default` integer DEFAULT false NOT NULL,
	`cost_cents` integer DEFAULT 0 NOT NULL,
	`recurring_cost_cents` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sales_item_id`) REFERENCES `coverages`(`sales_item_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_coverages_plan_item_idx` ON `plan_coverages` (`plan_id`,`sales_item_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`plan_id` text PRIMARY KEY NOT NULL,
	`plan_type_id` text NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`can_be_listing_coverage` integer DEFAULT false NOT NULL,
	`sales_item_coverage_id` text,
	FOREIGN KEY (`plan_type_id`) REFERENCES `plan_types`(`plan_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sales_item_coverage_id`) REFERENCES `coverage_items`(`sales_item_coverage_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plans_plan_type_idx` ON `plans` (`plan_type_id`);--> statement-breakpoint
CREATE TABLE `service_call_prices` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_type_id` text NOT NULL,
	`state_code` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`price_offset_cents` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`plan_type_id`) REFERENCES `plan_types`(`plan_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `service_call_prices_type_state_idx` ON `service_call_prices` (`plan_type_id`,`state_code`);--> statement-breakpoint
CREATE TABLE `surcharges` (
	`plan_type_id` text NOT NULL,
	`state_code` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`plan_type_id`) REFERENCES `plan_types`(`plan_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `surcharges_type_state_kind_idx` ON `surcharges` (`plan_type_id`,`state_code`,`kind`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`contract_id` text PRIMARY KEY NOT NULL,
	`policy_number` text NOT NULL,
	`owner_user_id` text NOT NULL,
	`ordered_by_user_id` text,
	`plan_id` text NOT NULL,
	`contract_offer_id` text NOT NULL,
	`plan_type_id` text NOT NULL,
	`state_code` text NOT NULL,
	`dwelling_type_id` text NOT NULL,
	`square_footage` integer NOT NULL,
	`address` text NOT NULL,
	`billing_address` text,
	`status` text NOT NULL,
	`order_status` text NOT NULL,
	`order_kind` text NOT NULL,
	`payment_type` text NOT NULL,
	`ordering_party_type` text,
	`coverage_length_years` integer DEFAULT 1 NOT NULL,
	`effective_date` integer,
	`expire_date` integer,
	`estimated_closing_date` integer,
	`is_listing_coverage` integer DEFAULT false NOT NULL,
	`is_auto_renew` integer DEFAULT false NOT NULL,
	`is_web_policy` integer DEFAULT true NOT NULL,
	`service_call_fee_cents` integer NOT NULL,
	`addons` text DEFAULT '[]' NOT NULL,
	`price_items` text DEFAULT '[]' NOT NULL,
	`total_cents` integer NOT NULL,
	`monthly_total_cents` integer NOT NULL,
	`contract_coupon_id` text,
	`credit_balance_cents` integer DEFAULT 0 NOT NULL,
	`contacts` text DEFAULT '[]' NOT NULL,
	`contact_preferences` text DEFAULT '{}' NOT NULL,
	`partners` text DEFAULT '{}' NOT NULL,
	`previous_contract_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ordered_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`plan_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contract_offer_id`) REFERENCES `offers`(`contract_offer_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_type_id`) REFERENCES `plan_types`(`plan_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dwelling_type_id`) REFERENCES `property_types`(`dwelling_type_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contract_coupon_id`) REFERENCES `coupons`(`contract_coupon_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_policy_number_unique` ON `contracts` (`policy_number`);--> statement-breakpoint
CREATE INDEX `contracts_owner_idx` ON `contracts` (`owner_user_id`);--> statement-breakpoint
CREATE INDEX `contracts_ordered_by_idx` ON `contracts` (`ordered_by_user_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`invoice_id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`due_date` integer NOT NULL,
	`status` text NOT NULL,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoices_contract_idx` ON `invoices` (`contract_id`);--> statement-breakpoint
CREATE TABLE `leads` (
	`lead_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`address` text,
	`postal_code` text,
	`state_code` text,
	`home_phone` text,
	`plan_type_id` text,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leads_email_idx` ON `leads` (`email`);--> statement-breakpoint
CREATE TABLE `partners` (
	`partner_id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`state_code` text,
	`parent_partner_id` text,
	`search_text` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `partners_role_idx` ON `partners` (`role`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`credit_card_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`customer_profile_id` text NOT NULL,
	`payment_profile_id` text NOT NULL,
	`card_type` text NOT NULL,
	`last_four` text NOT NULL,
	`expiration_date` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_methods_user_idx` ON `payment_methods` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_profile_idx` ON `payment_methods` (`customer_profile_id`,`payment_profile_id`);--> statement-breakpoint
CREATE TABLE `policy_payments` (
	`policy_payment_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` text NOT NULL,
	`invoice_id` text,
	`credit_card_id` text,
	`amount_cents` integer NOT NULL,
	`payment_type` text NOT NULL,
	`gateway_transaction_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`invoice_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credit_card_id`) REFERENCES `payment_methods`(`credit_card_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `policy_payments_contract_idx` ON `policy_payments` (`contract_id`);--> statement-breakpoint
CREATE TABLE `sandbox_customer_profiles` (
	`customer_profile_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_payment_profiles` (
	`payment_profile_id` text PRIMARY KEY NOT NULL,
	`customer_profile_id` text NOT NULL,
	`card_type` text NOT NULL,
	`last_four` text NOT NULL,
	`expiration_date` text NOT NULL,
	`behaviour` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_profile_id`) REFERENCES `sandbox_customer_profiles`(`customer_profile_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sandbox_transactions` (
	`transaction_id` text PRIMARY KEY NOT NULL,
	`payment_profile_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL
);
