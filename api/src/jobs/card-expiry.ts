/**
 * `card-expiry` (daily): asks the owner of a card about to expire to update it, before a monthly charge fails
 * on it. A card qualifies when it is the charged card (chargedCardIds) of an active monthly contract whose next
 * billing date comes after the card's last good day, and its expiry is at most CARD_EXPIRY_NOTICE_DAYS away.
 * One notice and one mail per card and expiry, keyed by `card_expiry_notices` (unique card and expiry): a run
 * again, or in another process, finds the key taken; a card given a new expiry is asked about again.
 */
import { cardExpiresAt, formatCents, nextBillingDate } from '@hw/shared';
import { BASE_LOCALE, type Locale, m } from '@hw/shared/i18n';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { chargedCardIds, tellOwner } from '../account/index.ts';
import type { Tables } from '../db/index.ts';
import { greeting } from '../mail/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

/** Days before a card's expiry its owner is asked to update it. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const day = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (expiresAt: Date, locale: Locale = BASE_LOCALE) => {
  const lastDay = new Date(expiresAt.getTime() - DAY_MS);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(lastDay);
};

export const cardExpiryMessages = {
  title: (lastFour: string) => `Your card ending ${lastFour} is about to expire`,
  text: (card: string, month: string, policyNumbers: readonly string[], amount: string, nextCharge: string) =>
    `Your ${card} expires at the end of ${month}, before the next monthly payment of ${amount} for ` +
    `${policyNumbers.join(', ')} on ${nextCharge}. Please update the card, or choose another one, in your account.`,
} as const;

async function runCardExpiry(context: JobContext): Promise<JobReport> {
  const { database, now, config } = context;
  const { db, t } = database;
  const c = t.contracts;
  const report: JobReport = { changed: 0, lines: [] };

  const contracts = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.status, 'active'),
        eq(c.paymentType, 'monthly'),
        isNull(c.awaitingOwnerSince),
        isNotNull(c.effectiveDate),
        lte(c.effectiveDate, now),
      ),
    )
    .orderBy(asc(c.policyNumber));
  const charged = await chargedCardIds(db, t, contracts);
  const byCard = new Map<string, ContractRow[]>();
  for (const contract of contracts) {
    const cardId = charged.get(contract.contractId);
    if (cardId) byCard.set(cardId, [...(byCard.get(cardId) ?? []), contract]);
  }
  if (byCard.size === 0) return report;
  const cards = await db
    .select()
    .from(t.paymentMethods)
    .where(inArray(t.paymentMethods.creditCardId, [...byCard.keys()]))
    .orderBy(asc(t.paymentMethods.creditCardId));

  for (const card of cards) {
    const expiresAt = cardExpiresAt(card.expirationDate);
    if (!expiresAt || now.getTime() >= expiresAt.getTime()) continue;
    if (now.getTime() < expiresAt.getTime() - CARD_EXPIRY_NOTICE_DAYS * DAY_MS) continue;
    // The contracts whose next charge comes after the card's last good day.
    const failing = (byCard.get(card.creditCardId) ?? [])
      .map((contract) => ({ contract, next: nextBillingDate(contract, now) }))
      .filter((entry): entry is { contract: ContractRow; next: Date } => entry.next !== null)
      .filter(({ next }) => next.getTime() >= expiresAt.getTime())
      .sort((a, b) => a.next.getTime() - b.next.getTime());
    const first = failing[0];
    if (!first) continue;

    const [owner] = await db
      .select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
      .from(t.users)
      .where(eq(t.users.id, card.userId));
    const policyNumbers = failing.map(({ contract }) => contract.policyNumber);
    const amount = formatCents(first.contract.monthlyTotalCents);
    const text = cardExpiryMessages.text(
      `${card.cardType} card ending ${card.lastFour}`,
      monthOf(expiresAt),
      policyNumbers,
      amount,
      day(first.next),
    );
    const sent = await database.transaction(async (tx) => {
      const taken = await tx
        .insert(t.cardExpiryNotices)
        .values({
          creditCardId: card.creditCardId,
          expirationDate: card.expirationDate,
          userId: card.userId,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: t.cardExpiryNotices.id });
      if (taken.length === 0) return false;
      const mail = (told: NonNullable<typeof owner>) => {
        const language = { locale: told.locale };
        const mailText = m.mail_card_expiry_text(
          {
            cardType: card.cardType,
            lastFour: card.lastFour,
            month: monthOf(expiresAt, told.locale),
            amount,
            policyNumbers: policyNumbers.join(', '),
            nextCharge: day(first.next),
          },
          language,
        );
        return {
          to: told.email,
          subject: m.mail_card_expiry_subject({ brand: config.brand.name, lastFour: card.lastFour }, language),
          body: {
            locale: told.locale,
            greeting: greeting(told.firstName, told.locale),
            paragraphs: [mailText],
            action: { label: m.mail_button_update_card({}, language), url: `${config.publicOrigin}/account` },
          },
        };
      };
      await tellOwner(tx, t, context.mailer, {
        userId: card.userId,
        contractId: first.contract.contractId,
        at: now,
        notice: { title: cardExpiryMessages.title(card.lastFour), text, level: 'warning' },
        mail: owner ? mail(owner) : null,
      });
      return true;
    });
    if (sent) {
      report.changed += 1;
      report.lines.push(
        `asked to update the card ending ${card.lastFour} (expires ${card.expirationDate}) of ${policyNumbers.join(', ')}`,
      );
    }
  }
  return report;
}

export const cardExpiryJob: JobDefinition = {
  name: 'card-expiry',
  schedule: '0 11 * * *',
  run: runCardExpiry,
};
