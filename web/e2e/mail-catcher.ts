/** A real SMTP server for the browser tests: the e2e API server sends its mail here (playwright.config.ts). */
import { SMTPServer } from 'smtp-server';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4326);

export interface MailCatcher {
  /** The raw messages received so far, oldest first. */
  messages: string[];
  /** Waits for a message to this address and answers its text with soft line breaks undone. */
  waitFor(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

export async function startMailCatcher(port = E2E_SMTP_PORT): Promise<MailCatcher> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    messages,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
        if (found) return unfold(found);
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
