CREATE TABLE `staff_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_audit_at_idx` ON `staff_audit` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `staff_audit_actor_idx` ON `staff_audit` (`actor_user_id`,`at`);--> statement-breakpoint
-- Impersonations logged before the staff audit log existed (hand-written backfill).
INSERT INTO `staff_audit` (`id`, `actor_user_id`, `action`, `target`, `detail`, `at`) SELECT `id`, `staff_user_id`, CASE `action` WHEN 'start' THEN 'impersonationStart' ELSE 'impersonationEnd' END, `target_user_id`, '{}', `at` FROM `impersonation_audit`;
