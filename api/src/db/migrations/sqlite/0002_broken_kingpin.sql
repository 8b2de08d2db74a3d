CREATE TABLE `notices` (
	`notice_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`contract_id` text,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`level` text DEFAULT 'info' NOT NULL,
	`created_at` integer NOT NULL,
	`dismissed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notices_user_idx` ON `notices` (`user_id`);--> statement-breakpoint
CREATE TABLE `service_request_notes` (
	`note_id` text PRIMARY KEY NOT NULL,
	`service_request_id` text NOT NULL,
	`note` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`service_request_id`) REFERENCES `service_requests`(`service_request_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `service_request_notes_request_idx` ON `service_request_notes` (`service_request_id`);--> statement-breakpoint
CREATE TABLE `service_requests` (
	`service_request_id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`requested_by_user_id` text NOT NULL,
	`service_request_number` text NOT NULL,
	`item_description` text NOT NULL,
	`description` text NOT NULL,
	`status` text NOT NULL,
	`work_order_id` text,
	`created_at` integer NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_requests_service_request_number_unique` ON `service_requests` (`service_request_number`);--> statement-breakpoint
CREATE INDEX `service_requests_contract_idx` ON `service_requests` (`contract_id`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `default_credit_card_id` text;--> statement-breakpoint
ALTER TABLE `contracts` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `failed_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `merged_into_user_id` text;