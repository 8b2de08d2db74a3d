CREATE TABLE `awards` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`year` integer NOT NULL,
	`issuer` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `executives` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`bio` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `forum_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`url_safe_name` text NOT NULL,
	`category_text` text NOT NULL,
	`background_img` text NOT NULL,
	`meta_title` text NOT NULL,
	`meta_description` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_categories_url_safe_name_unique` ON `forum_categories` (`url_safe_name`);--> statement-breakpoint
CREATE TABLE `forum_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`category_forum_id` integer NOT NULL,
	`title` text NOT NULL,
	`title_slug` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`avatar` text NOT NULL,
	`published_at` integer NOT NULL,
	FOREIGN KEY (`category_forum_id`) REFERENCES `forum_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `forum_entries_published_idx` ON `forum_entries` (`published_at`);--> statement-breakpoint
CREATE INDEX `forum_entries_category_idx` ON `forum_entries` (`category_forum_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`review_group` text NOT NULL,
	`name` text NOT NULL,
	`contents` text NOT NULL,
	`rating` integer NOT NULL,
	`location` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_group_idx` ON `reviews` (`review_group`,`sort_order`);--> statement-breakpoint
CREATE TABLE `sales_reps` (
	`sales_rep_id` integer PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`title_tag` text NOT NULL,
	`territory` text NOT NULL,
	`cell_phone` text NOT NULL,
	`email` text NOT NULL,
	`state_code` text NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`state_code`) REFERENCES `states`(`state_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sales_reps_state_idx` ON `sales_reps` (`state_code`,`sort_order`);--> statement-breakpoint
CREATE TABLE `video_support_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`phone` text NOT NULL,
	`created_at` integer NOT NULL
);
