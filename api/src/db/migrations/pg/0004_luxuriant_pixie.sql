CREATE TABLE "awards" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"issuer" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executives" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"url_safe_name" text NOT NULL,
	"category_text" text NOT NULL,
	"background_img" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "forum_categories_url_safe_name_unique" UNIQUE("url_safe_name")
);
--> statement-breakpoint
CREATE TABLE "forum_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_forum_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_slug" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"avatar" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"review_group" text NOT NULL,
	"name" text NOT NULL,
	"contents" text NOT NULL,
	"rating" integer NOT NULL,
	"location" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reps" (
	"sales_rep_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title_tag" text NOT NULL,
	"territory" text NOT NULL,
	"cell_phone" text NOT NULL,
	"email" text NOT NULL,
	"state_code" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_support_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_entries" ADD CONSTRAINT "forum_entries_category_forum_id_forum_categories_id_fk" FOREIGN KEY ("category_forum_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reps" ADD CONSTRAINT "sales_reps_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_entries_published_idx" ON "forum_entries" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "forum_entries_category_idx" ON "forum_entries" USING btree ("category_forum_id","published_at");--> statement-breakpoint
CREATE INDEX "reviews_group_idx" ON "reviews" USING btree ("review_group","sort_order");--> statement-breakpoint
CREATE INDEX "sales_reps_state_idx" ON "sales_reps" USING btree ("state_code","sort_order");