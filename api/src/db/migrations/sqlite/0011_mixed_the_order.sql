CREATE TABLE `newsletter_confirmations` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_confirmations_expires_idx` ON `newsletter_confirmations` (`expires_at`);