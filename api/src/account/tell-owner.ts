/**
 * How an owner is told of what happened to their contract or card: a notice in their account and, when there is
 * an address to write to, a mail, both written in the transaction of the change itself, so a change rolled back
 * tells no one and a change made once tells once. (Texts and push follow their own rules: sms/, push/.)
 */
import type { Tables, Tx } from '../db/index.ts';
import type { Mailer, OutgoingMail } from '../mail/index.ts';

export interface OwnerTold {
  userId: string;
  contractId: string | null;
  at: Date;
  notice: { title: string; text: string; level: 'info' | 'warning' };
  /** Left out when the owner has no address, or chose not to be mailed this kind of message. */
  mail?: OutgoingMail | null;
}

export async function tellOwner(tx: Tx, t: Tables, mailer: Mailer, told: OwnerTold): Promise<void> {
  await tx.insert(t.notices).values({
    userId: told.userId,
    contractId: told.contractId,
    title: told.notice.title,
    text: told.notice.text,
    level: told.notice.level,
    createdAt: told.at,
  });
  if (told.mail) await mailer.send(told.mail);
}
