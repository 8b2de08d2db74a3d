/**
 * The mail that tells a contract's owner money went back to their card: a charge voided before it settled, or
 * refunded after. Sent once per refund, after it was made at the gateway and recorded.
 */
import { toDollars } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const refundMailMessages = {
  subject: (brand: string, policyNumber: string) => `${brand}: a refund on ${policyNumber}`,
  text: (amount: string, what: string, policyNumber: string) =>
    `We have refunded ${amount} to the card you paid with, for ${what} of your home warranty ${policyNumber}. ` +
    'It shows on your card statement within 3 to 5 business days; if the charge had not been settled yet, it is ' +
    'cancelled instead and drops off sooner.',
} as const;

export async function mailRefund(
  app: Pick<FastifyInstance, 'database' | 'mailer' | 'config' | 'log'>,
  refund: { contractId: string; amountCents: number; what: string },
): Promise<void> {
  const { t, db } = app.database;
  try {
    const [row] = await db
      .select({ policyNumber: t.contracts.policyNumber, email: t.users.email, firstName: t.users.firstName })
      .from(t.contracts)
      .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
      .where(eq(t.contracts.contractId, refund.contractId));
    if (!row) return;
    const brand = app.config.brand.name;
    const amount = `$${toDollars(refund.amountCents).toFixed(2)}`;
    await app.mailer.send({
      to: row.email,
      subject: refundMailMessages.subject(brand, row.policyNumber),
      text: `Hello ${row.firstName},\n\n${refundMailMessages.text(amount, refund.what, row.policyNumber)}\n\n${brand}`,
    });
  } catch (error) {
    app.log.error({ err: error, contractId: refund.contractId }, 'mailing a refund failed');
  }
}
