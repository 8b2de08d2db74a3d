CREATE TABLE `data_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`state_code` text NOT NULL,
	`request_type` text NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	`completed_by_user_id` text,
	`outcome` text,
	`account_erased` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`completed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `data_requests_status_created_idx` ON `data_requests` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` integer;