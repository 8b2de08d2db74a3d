CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `impersonation_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_user_id` text NOT NULL,
	`target_user_id` text NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`staff_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `impersonation_audit_staff_idx` ON `impersonation_audit` (`staff_user_id`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_key_at_idx` ON `login_failures` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`user_id` text NOT NULL,
	`impersonator_id` text,
	`password_reset` integer DEFAULT false NOT NULL,
	`fingerprint` text DEFAULT '' NOT NULL,
	`family_started_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_codes_code_hash_unique` ON `sign_in_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_codes_user_idx` ON `sign_in_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `contractor_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`trade_ids` text DEFAULT '[]' NOT NULL,
	`service_zip_codes` text DEFAULT '[]' NOT NULL,
	`insurance_carrier` text NOT NULL,
	`insurance_policy_number` text NOT NULL,
	`liability_coverage_cents` integer NOT NULL,
	`insurance_expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `service_agreements` (
	`user_id` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`agreed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `closing_item_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`trade_id` integer NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`trade_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `closing_item_categories_trade_idx` ON `closing_item_categories` (`trade_id`);--> statement-breakpoint
CREATE TABLE `closing_items` (
	`id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`default_price_per_unit_cents` integer,
	`default_cost_per_hour_cents` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `closing_item_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `closing_items_category_idx` ON `closing_items` (`category_id`);--> statement-breakpoint
CREATE TABLE `customer_surveys` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`contractor_user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text,
	`customer_name` text NOT NULL,
	`arrived_on_time` integer NOT NULL,
	`fixed_first_visit` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contractor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customer_surveys_contractor_created_idx` ON `customer_surveys` (`contractor_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dispatch_files` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`uploaded_by_user_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`content_hash` text NOT NULL,
	`storage_name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dispatch_files_dispatch_hash_idx` ON `dispatch_files` (`dispatch_id`,`content_hash`);--> statement-breakpoint
CREATE INDEX `dispatch_files_uploader_idx` ON `dispatch_files` (`uploaded_by_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dispatch_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`note` text NOT NULL,
	`created_by_user_id` text,
	`created_by_name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dispatch_notes_dispatch_created_idx` ON `dispatch_notes` (`dispatch_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dispatch_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`closing_item_id` text NOT NULL,
	`is_provided_by_contractor` integer DEFAULT false NOT NULL,
	`price_per_unit_cents` integer DEFAULT 0 NOT NULL,
	`tax_per_unit_cents` integer DEFAULT 0 NOT NULL,
	`units` real DEFAULT 0 NOT NULL,
	`cost_per_hour_cents` integer DEFAULT 0 NOT NULL,
	`hours_worked` real DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closing_item_id`) REFERENCES `closing_items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dispatch_parts_dispatch_idx` ON `dispatch_parts` (`dispatch_id`);--> statement-breakpoint
CREATE TABLE `dispatch_tickets` (
	`dispatch_id` text PRIMARY KEY NOT NULL,
	`work_order_id` text NOT NULL,
	`contractor_user_id` text NOT NULL,
	`status` text NOT NULL,
	`work_status` text NOT NULL,
	`trade_id` integer NOT NULL,
	`customer_name` text NOT NULL,
	`customer_phone` text NOT NULL,
	`address1` text NOT NULL,
	`address2` text,
	`city` text NOT NULL,
	`state_code` text NOT NULL,
	`zip` text NOT NULL,
	`problem_description` text NOT NULL,
	`scheduled_at` integer,
	`completed_at` integer,
	`recall_of_work_order_id` text,
	`service_call_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_call_fee_collected_cents` integer DEFAULT 0 NOT NULL,
	`was_service_call_fee_collected` integer DEFAULT false NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`shipping_cents` integer DEFAULT 0 NOT NULL,
	`purchase_order_cost_cents` integer DEFAULT 0 NOT NULL,
	`pre_authorize_cents` integer DEFAULT 0 NOT NULL,
	`pre_authorize_override_cents` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contractor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`trade_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dispatch_tickets_work_order_id_unique` ON `dispatch_tickets` (`work_order_id`);--> statement-breakpoint
CREATE INDEX `dispatch_tickets_contractor_status_created_idx` ON `dispatch_tickets` (`contractor_user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `dispatch_tickets_contractor_created_idx` ON `dispatch_tickets` (`contractor_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`route` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text NOT NULL,
	`lock_token` text NOT NULL,
	`locked_at` integer NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_user_key_idx` ON `idempotency_keys` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`key` text PRIMARY KEY NOT NULL,
	`is_enabled` integer DEFAULT false NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plan_types` (
	`plan_type_id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`route_value` text,
	`legacy_id` integer
);
--> statement-breakpoint
CREATE TABLE `product_families` (
	`product_family_id` integer PRIMARY KEY NOT NULL,
	`trade_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`trade_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_families_trade_idx` ON `product_families` (`trade_id`);--> statement-breakpoint
CREATE TABLE `property_types` (
	`dwelling_type_id` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `states` (
	`state_code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`is_market_state` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trades` (
	`trade_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`web_view` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `zip_codes` (
	`zip_code` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `zip_codes_state_idx` ON `zip_codes` (`state_code`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`user_type` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phones` text DEFAULT '[]' NOT NULL,
	`is_opted_in_to_sms` integer DEFAULT false NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`password_changed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_user_type_idx` ON `users` (`user_type`);