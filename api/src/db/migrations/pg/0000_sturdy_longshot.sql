CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_types" (
	"plan_type_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"route_value" text,
	"legacy_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"product_family_id" integer PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"dwelling_type_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"is_market_state" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"web_view" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_opted_in_to_sms" boolean DEFAULT false NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"password_changed_at" timestamp (3) with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_families" ADD CONSTRAINT "product_families_trade_id_trades_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("trade_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_state_code_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_families_trade_idx" ON "product_families" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "zip_codes_state_idx" ON "zip_codes" USING btree ("state_code");