CREATE TABLE `cash_in_lieu_offers` (
	`service_request_id` text PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`note` text NOT NULL,
	`offered_by_user_id` text NOT NULL,
	`offered_at` integer NOT NULL,
	`answer` text,
	`answered_at` integer,
	FOREIGN KEY (`service_request_id`) REFERENCES `service_requests`(`service_request_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`offered_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
