CREATE TABLE `payment_intents` (
	`intent_id` text PRIMARY KEY NOT NULL,
	`reference_id` text NOT NULL,
	`purpose` text NOT NULL,
	`contract_id` text,
	`invoice_id` text,
	`service_request_id` text,
	`effect` text,
	`amount_cents` integer NOT NULL,
	`description` text NOT NULL,
	`credit_card_id` text,
	`customer_profile_id` text NOT NULL,
	`payment_profile_id` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`gateway_transaction_id` text,
	`reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`invoice_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_request_id`) REFERENCES `service_requests`(`service_request_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credit_card_id`) REFERENCES `payment_methods`(`credit_card_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_intents_reference_id_unique` ON `payment_intents` (`reference_id`);--> statement-breakpoint
CREATE INDEX `payment_intents_status_created_idx` ON `payment_intents` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `decline_reason` text;--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `reference_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_transactions_reference_id_unique` ON `sandbox_transactions` (`reference_id`);