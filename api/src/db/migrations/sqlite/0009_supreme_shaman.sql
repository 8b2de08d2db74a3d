ALTER TABLE `service_requests` ADD `fee_refunded_at` integer;--> statement-breakpoint
ALTER TABLE `contracts` ADD `awaiting_owner_since` integer;--> statement-breakpoint
ALTER TABLE `contracts` ADD `owner_confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `policy_payments` ADD `refunded_at` integer;