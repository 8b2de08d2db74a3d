CREATE TABLE `used_live_tickets` (
	`ticket_id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_live_tickets_expires_idx` ON `used_live_tickets` (`expires_at`);--> statement-breakpoint
CREATE TABLE `uploads_in_progress` (
	`upload_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_in_progress_user_idx` ON `uploads_in_progress` (`user_id`);--> statement-breakpoint
CREATE INDEX `uploads_in_progress_created_idx` ON `uploads_in_progress` (`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_unverified_since` integer;