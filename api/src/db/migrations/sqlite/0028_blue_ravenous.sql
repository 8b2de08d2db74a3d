CREATE TABLE `ledger_lines` (
	`line_id` text PRIMARY KEY NOT NULL,
	`chain_id` text NOT NULL,
	`contract_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`cause_key` text NOT NULL,
	`invoice_id` text,
	`policy_payment_id` integer,
	`due_at` integer NOT NULL,
	`description` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`invoice_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_lines_cause_idx` ON `ledger_lines` (`cause_key`);--> statement-breakpoint
CREATE INDEX `ledger_lines_chain_idx` ON `ledger_lines` (`chain_id`);--> statement-breakpoint
CREATE TABLE `payment_mandates` (
	`mandate_id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`credit_card_id` text,
	`user_id` text NOT NULL,
	`scopes` text NOT NULL,
	`amount_rule` text NOT NULL,
	`words` text NOT NULL,
	`agreed_at` integer NOT NULL,
	`ended_at` integer,
	`ended_reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`contract_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credit_card_id`) REFERENCES `payment_methods`(`credit_card_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_mandates_contract_idx` ON `payment_mandates` (`contract_id`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `chain_id` text;--> statement-breakpoint
CREATE INDEX `contracts_chain_idx` ON `contracts` (`chain_id`);--> statement-breakpoint
WITH RECURSIVE chain(contract_id, root) AS (
	SELECT contract_id, contract_id FROM contracts WHERE previous_contract_id IS NULL OR order_kind = 'conversion'
	UNION ALL
	SELECT c.contract_id, chain.root FROM contracts c JOIN chain ON c.previous_contract_id = chain.contract_id
	WHERE c.order_kind <> 'conversion'
)
UPDATE contracts SET chain_id = (SELECT root FROM chain WHERE chain.contract_id = contracts.contract_id);--> statement-breakpoint
UPDATE contracts SET chain_id = contract_id WHERE chain_id IS NULL;--> statement-breakpoint
INSERT INTO ledger_lines (line_id, chain_id, contract_id, kind, amount_cents, cause_key, invoice_id, policy_payment_id, due_at, description, created_at)
SELECT 'invoice:' || i.invoice_id, c.chain_id, i.contract_id,
	CASE WHEN i.description LIKE 'Upgrade to %' THEN 'adjustment' ELSE 'premium' END,
	i.amount_cents, 'invoice:' || i.invoice_id, i.invoice_id, NULL, i.due_date, i.description, i.created_at
FROM invoices i JOIN contracts c ON c.contract_id = i.contract_id WHERE i.amount_cents > 0;--> statement-breakpoint
INSERT INTO ledger_lines (line_id, chain_id, contract_id, kind, amount_cents, cause_key, invoice_id, policy_payment_id, due_at, description, created_at)
SELECT 'writeOff:' || i.invoice_id, c.chain_id, i.contract_id, 'writeOff', i.amount_cents, 'writeOff:' || i.invoice_id,
	i.invoice_id, NULL, i.created_at, 'Cancelled: ' || i.description, i.created_at
FROM invoices i JOIN contracts c ON c.contract_id = i.contract_id WHERE i.amount_cents > 0 AND i.status = 'cancelled';--> statement-breakpoint
INSERT INTO ledger_lines (line_id, chain_id, contract_id, kind, amount_cents, cause_key, invoice_id, policy_payment_id, due_at, description, created_at)
SELECT 'payment:' || p.policy_payment_id, c.chain_id, p.contract_id, 'payment', p.amount_cents, 'payment:' || p.policy_payment_id,
	p.invoice_id, p.policy_payment_id, p.created_at, 'Card payment', p.created_at
FROM policy_payments p JOIN contracts c ON c.contract_id = p.contract_id WHERE p.amount_cents > 0;--> statement-breakpoint
INSERT INTO ledger_lines (line_id, chain_id, contract_id, kind, amount_cents, cause_key, invoice_id, policy_payment_id, due_at, description, created_at)
SELECT 'refund:' || p.policy_payment_id, c.chain_id, p.contract_id, 'refund', p.amount_cents, 'refund:' || p.policy_payment_id,
	p.invoice_id, p.policy_payment_id, p.refunded_at, 'Payment returned', p.refunded_at
FROM policy_payments p JOIN contracts c ON c.contract_id = p.contract_id WHERE p.amount_cents > 0 AND p.refunded_at IS NOT NULL;--> statement-breakpoint
INSERT INTO payment_mandates (mandate_id, contract_id, credit_card_id, user_id, scopes, amount_rule, words, agreed_at, created_at)
SELECT 'migrated:' || c.contract_id, c.contract_id, pm.credit_card_id, pm.user_id,
	CASE WHEN c.payment_type = 'monthly' AND c.is_auto_renew = 1 THEN '["monthly","renewal"]' WHEN c.payment_type = 'monthly' THEN '["monthly"]' ELSE '["renewal"]' END,
	'The charges the owner chose at checkout: monthly premiums as they fall due, or the renewal price.',
	'Agreed by the owner at checkout, with the card they paid the order with, before agreements were kept word for word.',
	c.created_at, c.created_at
FROM contracts c JOIN payment_methods pm ON pm.credit_card_id = COALESCE(c.default_credit_card_id,
	(SELECT d.credit_card_id FROM payment_methods d WHERE d.user_id = c.owner_user_id AND d.is_default = 1 ORDER BY d.created_at, d.credit_card_id LIMIT 1))
WHERE c.status IN ('active', 'pending', 'suspended') AND (c.payment_type = 'monthly' OR c.is_auto_renew = 1)
	AND (c.ordered_by_user_id IS NULL OR c.ordered_by_user_id = c.owner_user_id) AND pm.user_id = c.owner_user_id
	AND c.awaiting_owner_since IS NULL;
