CREATE TABLE `invoice_charge_attempts` (
	`attempt_id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`outcome` text,
	`gateway_transaction_id` text,
	`attempted_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`invoice_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_charge_attempts_invoice_attempt_idx` ON `invoice_charge_attempts` (`invoice_id`,`attempt`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `billing_period` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_contract_period_idx` ON `invoices` (`contract_id`,`billing_period`);