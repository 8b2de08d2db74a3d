CREATE TABLE `dispatch_authorization_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`contractor_user_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`note` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`approved_amount_cents` integer,
	`decided_by_user_id` text,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contractor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dispatch_authorization_requests_status_created_idx` ON `dispatch_authorization_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `dispatch_authorization_requests_dispatch_created_idx` ON `dispatch_authorization_requests` (`dispatch_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `dispatch_authorization_requests_one_open_idx` ON `dispatch_authorization_requests` (`dispatch_id`) WHERE status = 'open';--> statement-breakpoint
CREATE TABLE `dispatch_visit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`dispatch_id` text NOT NULL,
	`event` text NOT NULL,
	`eta_minutes` integer,
	`technician_user_id` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`dispatch_id`) REFERENCES `dispatch_tickets`(`dispatch_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`technician_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dispatch_visit_events_dispatch_at_idx` ON `dispatch_visit_events` (`dispatch_id`,`at`);--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `visit_event` text;--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `visit_eta_minutes` integer;--> statement-breakpoint
ALTER TABLE `dispatch_tickets` ADD `visit_at` integer;