CREATE TABLE `contract_reminders` (
	`reminder_id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_reminders_contract_kind_idx` ON `contract_reminders` (`contract_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_renewal_of_idx` ON `contracts` (`previous_contract_id`) WHERE order_kind = 'renewal';