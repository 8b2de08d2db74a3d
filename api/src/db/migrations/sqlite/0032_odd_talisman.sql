CREATE TABLE `sms_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`cause_key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text NOT NULL,
	`to` text NOT NULL,
	`body` text NOT NULL,
	`urgent` integer NOT NULL,
	`send_after` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text,
	`provider_sid` text,
	`delivery_status` text,
	`error_code` text,
	`error_message` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_messages_cause_key_unique` ON `sms_messages` (`cause_key`);--> statement-breakpoint
CREATE INDEX `sms_messages_due_idx` ON `sms_messages` (`status`,`send_after`);--> statement-breakpoint
CREATE INDEX `sms_messages_provider_sid_idx` ON `sms_messages` (`provider_sid`);--> statement-breakpoint
CREATE INDEX `sms_messages_user_idx` ON `sms_messages` (`user_id`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`text_id` text NOT NULL,
	`to` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`text_id`) REFERENCES `sms_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_outbox_text_id_unique` ON `sms_outbox` (`text_id`);--> statement-breakpoint
CREATE INDEX `sms_outbox_created_idx` ON `sms_outbox` (`created_at`);