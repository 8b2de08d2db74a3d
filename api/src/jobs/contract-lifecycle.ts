/**
 * `contract-lifecycle` (daily): gives each contract the status it should have at `now`
 * (shared/src/contract-lifecycle.ts). Active contracts past their expire date end first, so a renewal sees
 * the contract it renews as ended on the same run; then pending contracts whose effective date has come
 * start once paid. Each change is a conditional update on the status read, so a second run at the same
 * `now` (or a run racing another process) changes nothing. The owner is mailed, in that same transaction,
 * when the coverage starts and when a contract expires without a renewal (api/src/contracts/status-mail.ts), so
 * each change is mailed once and a rolled-back one mails nothing.
 */
import { coveragePaymentProblem, nextContractStatus } from '@hw/shared';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import {
  type ContractMailDeps,
  type ContractRow,
  mailContractExpired,
  mailContractStarted,
} from '../contracts/index.ts';
import type { Tx } from '../db/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'no date');

export const contractLifecycleJob: JobDefinition = {
  name: 'contract-lifecycle',
  // Every day at 05:00 UTC: after midnight on every US calendar.
  schedule: '0 5 * * *',
  async run({ database, now, mailer, config }: JobContext): Promise<JobReport> {
    const { db, t } = database;
    const mail: ContractMailDeps = { t, mailer, publicOrigin: config.publicOrigin, brand: config.brand };
    const c = t.contracts;
    const lines: string[] = [];

    const ending = await db
      .select()
      .from(c)
      .where(and(eq(c.status, 'active'), lte(c.expireDate, now)))
      .orderBy(c.expireDate, c.contractId);
    const starting = await db
      .select()
      .from(c)
      .where(and(eq(c.status, 'pending'), isNotNull(c.effectiveDate), lte(c.effectiveDate, now)))
      .orderBy(c.effectiveDate, c.contractId);

    for (const contract of ending) {
      const next = nextContractStatus(contract, { invoicesPaid: true }, now);
      if (next === contract.status) continue;
      const expired = (tx: Tx) => (next === 'expired' ? mailContractExpired(tx, mail, contract) : Promise.resolve());
      if (await changeStatus(contract, next, expired)) {
        lines.push(`expired ${contract.policyNumber} (ended ${day(contract.expireDate)})`);
      }
    }

    for (const contract of starting) {
      const invoices = await db
        .select({ status: t.invoices.status, amountCents: t.invoices.amountCents, dueDate: t.invoices.dueDate })
        .from(t.invoices)
        .where(eq(t.invoices.contractId, contract.contractId));
      const [renews] =
        contract.orderKind === 'renewal' && contract.previousContractId
          ? await db
              .select({ status: c.status, expireDate: c.expireDate })
              .from(c)
              .where(eq(c.contractId, contract.previousContractId))
          : [];
      const invoicesPaid = coveragePaymentProblem(contract, invoices, now) === null;
      const next = nextContractStatus(contract, { invoicesPaid, renews: renews ?? null }, now);
      if (next === contract.status) continue;
      // A contract whose whole term passed while it waited never covered anything: no mail says it ended.
      const started = (tx: Tx) => (next === 'active' ? mailContractStarted(tx, mail, contract) : Promise.resolve());
      if (await changeStatus(contract, next, started)) {
        lines.push(
          next === 'active'
            ? `started ${contract.policyNumber} (effective ${day(contract.effectiveDate)})`
            : `expired ${contract.policyNumber} before it started (ended ${day(contract.expireDate)})`,
        );
      }
    }
    return { changed: lines.length, lines };

    /** Sets the status only if the contract still has the one read, and mails its owner; true when it did. */
    async function changeStatus(
      contract: ContractRow,
      to: string,
      mailOwner: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return database.transaction(async (tx) => {
        const changed = await tx
          .update(c)
          .set({ status: to })
          .where(and(eq(c.contractId, contract.contractId), eq(c.status, contract.status)))
          .returning({ contractId: c.contractId });
        if (changed.length === 0) return false;
        await mailOwner(tx);
        return true;
      });
    }
  },
};
