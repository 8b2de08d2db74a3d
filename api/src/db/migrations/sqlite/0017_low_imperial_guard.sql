PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_staff_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_staff_audit`("id", "actor_user_id", "action", "target", "detail", "at") SELECT "id", "actor_user_id", "action", "target", "detail", "at" FROM `staff_audit`;--> statement-breakpoint
DROP TABLE `staff_audit`;--> statement-breakpoint
ALTER TABLE `__new_staff_audit` RENAME TO `staff_audit`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `staff_audit_at_idx` ON `staff_audit` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `staff_audit_actor_idx` ON `staff_audit` (`actor_user_id`,`at`);