CREATE TABLE `card_expiry_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_card_id` text NOT NULL,
	`expiration_date` text NOT NULL,
	`user_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_expiry_notices_card_expiry_idx` ON `card_expiry_notices` (`credit_card_id`,`expiration_date`);