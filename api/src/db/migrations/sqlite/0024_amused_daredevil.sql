ALTER TABLE `dispatch_parts` ADD `client_part_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `dispatch_parts_dispatch_client_part_idx` ON `dispatch_parts` (`dispatch_id`,`client_part_id`);