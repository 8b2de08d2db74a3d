ALTER TABLE `invoice_charge_attempts` ADD `decline_reason` text;--> statement-breakpoint
ALTER TABLE `invoice_charge_attempts` ADD `credit_card_id` text;