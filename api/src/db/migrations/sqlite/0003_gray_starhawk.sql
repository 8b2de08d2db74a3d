CREATE TABLE `question_flows` (
	`warranty_item_id` text PRIMARY KEY NOT NULL,
	`start_question_id` text NOT NULL,
	`questions` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`warranty_item_id`) REFERENCES `coverages`(`sales_item_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `service_request_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`service_request_id` text NOT NULL,
	`event` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`service_request_id`) REFERENCES `service_requests`(`service_request_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_request_events_request_event_idx` ON `service_request_events` (`service_request_id`,`event`);--> statement-breakpoint
ALTER TABLE `service_requests` ADD `warranty_item_id` text REFERENCES coverages(sales_item_id);--> statement-breakpoint
ALTER TABLE `service_requests` ADD `answers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_requests` ADD `contact_preferences` text;--> statement-breakpoint
ALTER TABLE `service_requests` ADD `service_call_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `service_requests` ADD `fee_transaction_id` text;--> statement-breakpoint
ALTER TABLE `service_requests` ADD `fee_credit_card_id` text;--> statement-breakpoint
ALTER TABLE `service_requests` ADD `cancel_reason` text;--> statement-breakpoint
CREATE INDEX `service_requests_work_order_idx` ON `service_requests` (`work_order_id`);--> statement-breakpoint
ALTER TABLE `coverages` ADD `trade_id` integer REFERENCES trades(trade_id);--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `scheduled_start_window` text;--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `scheduled_end_window` text;--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `cancellation_notes` text;