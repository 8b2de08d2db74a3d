CREATE TABLE `contractor_availability` (
	`user_id` text PRIMARY KEY NOT NULL,
	`weekly_hours` text NOT NULL,
	`blocked_days` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `visits` (
	`work_order_id` text PRIMARY KEY NOT NULL,
	`contractor_user_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `dispatch_tickets`(`work_order_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contractor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visits_contractor_start_idx` ON `visits` (`contractor_user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `visits_contractor_ends_idx` ON `visits` (`contractor_user_id`,`ends_at`);