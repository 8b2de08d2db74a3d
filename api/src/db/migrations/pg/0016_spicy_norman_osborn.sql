CREATE TABLE "contract_reminders" (
	"reminder_id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_reminders_contract_kind_idx" ON "contract_reminders" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_renewal_of_idx" ON "contracts" USING btree ("previous_contract_id") WHERE order_kind = 'renewal';