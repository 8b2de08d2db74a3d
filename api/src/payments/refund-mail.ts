/**
 * The mail that tells a contract's owner money went back to their card: a charge voided before it settled, or
 * refunded after. Sent once per refund, after it was made at the gateway and recorded, in the owner's language.
 */
import { formatCents } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { greeting, mailWanted } from '../mail/index.ts';

/** What the refunded money had paid: a claim's service call fee, or an order its owner refused. */
export type RefundedCharge = { kind: 'serviceCallFee'; serviceRequestNumber: string } | { kind: 'refusedOrder' };

export async function mailRefund(
  app: Pick<FastifyInstance, 'database' | 'mailer' | 'config' | 'log'>,
  refund: { contractId: string; amountCents: number; what: RefundedCharge },
): Promise<void> {
  const { t, db } = app.database;
  try {
    const [row] = await db
      .select({
        policyNumber: t.contracts.policyNumber,
        userId: t.users.id,
        email: t.users.email,
        firstName: t.users.firstName,
        locale: t.users.preferredLanguage,
      })
      .from(t.contracts)
      .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
      .where(eq(t.contracts.contractId, refund.contractId));
    if (!row || !(await mailWanted(db, t, row.userId, 'receipts'))) return;
    const { locale } = row;
    const language = { locale };
    const brand = app.config.brand.name;
    const amount = formatCents(refund.amountCents);
    const { policyNumber } = row;
    const what =
      refund.what.kind === 'serviceCallFee'
        ? m.mail_refund_service_call_fee(
            { amount, serviceRequestNumber: refund.what.serviceRequestNumber, policyNumber },
            language,
          )
        : m.mail_refund_refused_order({ amount, policyNumber }, language);
    await app.mailer.send({
      to: row.email,
      subject: m.mail_refund_subject({ brand, policyNumber }, language),
      body: {
        locale,
        greeting: greeting(row.firstName, locale),
        paragraphs: [what, m.mail_refund_statement({}, language)],
        details: [
          { label: m.mail_label_contract({}, language), value: policyNumber },
          { label: m.mail_label_refunded({}, language), value: amount },
        ],
      },
    });
  } catch (error) {
    app.log.error({ err: error, contractId: refund.contractId }, 'mailing a refund failed');
  }
}
