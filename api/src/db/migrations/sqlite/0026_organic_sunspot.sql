ALTER TABLE `email_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `contracts` ADD `escrow_officer` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `viewed_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `pay_claimed_at` integer;