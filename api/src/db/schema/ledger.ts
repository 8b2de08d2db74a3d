import type { LedgerLineKind, MandateScope } from '@hw/shared';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, id, json, timestamp } from './columns.ts';
import { contracts, invoices, paymentMethods } from './orders.ts';
import { users } from './users.ts';

/**
 * The ledger of a contract chain (a contract and the contracts that renew or amend it share its `chain_id`):
 * append-only lines in cents, each of what is owed (a premium as it falls due, an amendment's adjustment, a
 * fee) or of what moved (a payment, a refund or void, a credit, a write-off, a payout). `cause_key` names the
 * one thing that caused a line (`invoice:{id}`, `payment:{policyPaymentId}`, ...), so nothing is recorded
 * twice. Balances, coverage and the nightly check read it (shared/src/ledger.ts).
 */
export const ledgerLines = sqliteTable(
  'ledger_lines',
  {
    lineId: id('line_id'),
    chainId: text('chain_id').notNull(),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    kind: text('kind').$type<LedgerLineKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    causeKey: text('cause_key').notNull(),
    invoiceId: text('invoice_id').references(() => invoices.invoiceId),
    policyPaymentId: integer('policy_payment_id'),
    /** An owed line: when it falls due. A moved line: when it moved. */
    dueAt: timestamp('due_at').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_lines_cause_idx').on(t.causeKey), index('ledger_lines_chain_idx').on(t.chainId)],
);

/**
 * A card owner's agreement, made in their own session, that a card pays a contract's later charges (its
 * monthly premiums, its renewal): the clock charges a card under a mandate only. It keeps the words the
 * owner was shown. Removing the card, or turning automatic payment off, ends it.
 */
export const paymentMandates = sqliteTable(
  'payment_mandates',
  {
    mandateId: id('mandate_id'),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    creditCardId: text('credit_card_id').references(() => paymentMethods.creditCardId),
    /** The card's owner, who agreed. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    scopes: json<MandateScope[]>('scopes').notNull(),
    /** The amount rule, in words a person reads: "each monthly premium of the contract, as it falls due". */
    amountRule: text('amount_rule').notNull(),
    words: text('words').notNull(),
    agreedAt: timestamp('agreed_at').notNull(),
    endedAt: timestamp('ended_at'),
    endedReason: text('ended_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_mandates_contract_idx').on(t.contractId)],
);
