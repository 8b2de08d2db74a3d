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
CREATE INDEX `users_user_type_idx` ON `users` (`user_type`);--> statement-breakpoint
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
CREATE INDEX `sign_in_codes_user_idx` ON `sign_in_codes` (`user_id`);