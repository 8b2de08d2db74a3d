CREATE TABLE `gateway_notifications` (
	`notification_id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`transaction_id` text,
	`event_date` integer,
	`outcome` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `gateway_notifications_transaction_idx` ON `gateway_notifications` (`transaction_id`);--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `charges_suspended_at` integer;--> statement-breakpoint
ALTER TABLE `policy_payments` ADD `settled_at` integer;--> statement-breakpoint
ALTER TABLE `policy_payments` ADD `disputed_at` integer;--> statement-breakpoint
ALTER TABLE `policy_payments` ADD `dispute_decision` text;--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `kind` text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `ref_transaction_id` text;