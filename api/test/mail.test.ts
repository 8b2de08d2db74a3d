import { type AddressInfo, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/index.ts';
import { type MailLog, type MailMessage, outboxMailer, smtpMailer } from '../src/mail/mailer.ts';
import { freshDatabase, type TestDatabase } from './helper.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

const message = (to: string): MailMessage => ({ to, subject: 'Your ticket', text: 'Hello' });
const frame = {
  brand: { name: 'Canyon Home Warranty', phone: '866-555-0142' },
  publicOrigin: 'https://www.canyon.example',
};

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => fresh.drop());

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const outboxTo = (database: Database, to: string) =>
  database.db.select().from(database.t.emailOutbox).where(eq(database.t.emailOutbox.to, to));

describe(`the outbox mailer on ${inject('dialect')}`, () => {
  it('writes the mail in the caller’s transaction: kept when it commits, gone when it rolls back', async () => {
    const { database } = fresh;
    const mailer = outboxMailer(database, frame);
    await expect(
      database.transaction(async () => {
        await mailer.send(message('rolled-back@example.com'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.transaction(async () => {
      await mailer.send(message('committed@example.com'));
      expect(await outboxTo(database, 'committed@example.com')).toEqual([]);
    });
    expect(await outboxTo(database, 'rolled-back@example.com')).toEqual([]);
    expect(await outboxTo(database, 'committed@example.com')).toHaveLength(1);
  });
});

describe(`the SMTP mailer on ${inject('dialect')}`, () => {
  const received: string[] = [];
  const errors: unknown[] = [];
  const log: MailLog = { error: (details) => errors.push(details) };
  let smtp: SmtpCatcher;
  let url: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher(received);
    url = smtp.url;
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    received.length = 0;
    errors.length = 0;
  });

  it('sends only when the transaction commits, after the commit', async () => {
    const { database } = fresh;
    const mailer = smtpMailer(url, 'service@example.com', database, log, frame);
    try {
      await expect(
        database.transaction(async () => {
          await mailer.send(message('smtp-rolled-back@example.com'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(received).toEqual([]);

      await database.transaction(async () => {
        await mailer.send(message('smtp-committed@example.com'));
        expect(received).toEqual([]);
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: smtp-committed@example\.com/m);
      expect(errors).toEqual([]);
      // SMTP mail is never written to the outbox.
      expect(await outboxTo(database, 'smtp-committed@example.com')).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it('sends at once outside a transaction', async () => {
    const mailer = smtpMailer(url, 'service@example.com', fresh.database, log, frame);
    try {
      await mailer.send(message('now@example.com'));
      expect(received).toHaveLength(1);
    } finally {
      mailer.close();
    }
  });

  it('logs a delivery that fails after the commit, and the transaction still succeeds', async () => {
    const { database } = fresh;
    const mailer = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'service@example.com', database, log, frame);
    try {
      const result = await database.transaction(async () => {
        await mailer.send(message('unlucky@example.com'));
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(errors).toEqual([expect.objectContaining({ to: 'unlucky@example.com' })]);
    } finally {
      mailer.close();
    }
  });
});
