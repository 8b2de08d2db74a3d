/** A local SMTP server for the tests of real mail delivery: it keeps each message it receives, raw. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  /** The server's address, as SMTP_URL takes it. */
  url: string;
  close(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1 that pushes every message it receives onto `received`. */
export async function startSmtpCatcher(received: string[]): Promise<SmtpCatcher> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
