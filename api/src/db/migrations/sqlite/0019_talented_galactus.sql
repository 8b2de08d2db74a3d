CREATE TABLE `global_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`kind` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `global_notices_active_idx` ON `global_notices` (`active`,`created_at`);