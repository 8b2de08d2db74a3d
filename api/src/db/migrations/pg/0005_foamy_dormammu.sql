CREATE TABLE "staff_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_user_id","at");--> statement-breakpoint
-- Impersonations logged before the staff audit log existed (hand-written backfill).
INSERT INTO "staff_audit" ("id", "actor_user_id", "action", "target", "detail", "at") SELECT "id", "staff_user_id", CASE "action" WHEN 'start' THEN 'impersonationStart' ELSE 'impersonationEnd' END, "target_user_id", '{}'::jsonb, "at" FROM "impersonation_audit";
