/**
 * The mail outbox for staff (account section `outbox`): what the server sent or kept, newest first, optionally to
 * one address. Opening a mail shows both its versions as the reader gets them: the HTML in a sandboxed frame (no
 * script runs in it, no link leaves it) and the plain text in a <pre>, with its extra header fields and files.
 * The server has taken sign-in, confirmation and unsubscribe links and codes out of all of them.
 */
import type { OutboxEmail } from '@hw/shared';
import { type SyntheticEvent, useState } from 'react';
import { useOutbox } from './api/mail-outbox.ts';
import { useDebounced } from './use-debounced.ts';
import './staff.css';

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/**
 * The frame's document inherits this page's Content-Security-Policy, which applies no inline `style` attribute
 * written in markup. The mail's styles are all inline, so once the frame has loaded each element is given its own
 * `style` again through the CSSOM (which the policy allows), and the frame grows to the mail's height. The frame
 * runs no script of its own: `allow-same-origin` only lets this page reach into it.
 */
function showAsSent(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  const document = frame.contentDocument;
  if (!document) return;
  for (const element of document.querySelectorAll<HTMLElement>('[style]')) {
    element.style.cssText = element.getAttribute('style') ?? '';
  }
  frame.style.height = `${Math.max(document.documentElement.scrollHeight, 200)}px`;
}

function MailVersions({ mail }: { mail: OutboxEmail }) {
  const headers = Object.entries(mail.headers);
  return (
    <div className="staff-mail" data-testid="staff-mail-preview">
      {headers.length > 0 || mail.attachments.length > 0 ? (
        <dl className="staff-mail__meta">
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd className="staff-wrap">{value}</dd>
            </div>
          ))}
          {mail.attachments.length > 0 ? (
            <div>
              <dt>Files</dt>
              <dd className="staff-wrap">{mail.attachments.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <figure className="staff-mail__version">
        <figcaption>HTML</figcaption>
        {mail.html ? (
          <iframe
            className="staff-mail__html"
            title={`HTML version of “${mail.subject}”`}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            srcDoc={mail.html}
            onLoad={showAsSent}
          />
        ) : (
          <p className="account-muted">This mail is plain text only.</p>
        )}
      </figure>
      <figure className="staff-mail__version">
        <figcaption>Text</figcaption>
        <pre className="staff-mail__text">{mail.text}</pre>
      </figure>
    </div>
  );
}

export function MailOutboxScreen() {
  const [to, setTo] = useState('');
  const address = useDebounced(to.trim().toLowerCase(), 300);
  const outbox = useOutbox(address);
  const [openId, setOpenId] = useState<string | null>(null);
  const mails = outbox.data ?? [];

  return (
    <div className="staff">
      <section className="card account-card" aria-labelledby="staff-outbox-title">
        <h2 id="staff-outbox-title">Mail outbox</h2>
        <p className="account-muted">
          The mail the site sent, newest first, as its reader gets it: the HTML version and its plain-text twin.
          Sign-in, confirmation and unsubscribe links are removed.
        </p>
        <label className="staff-mail__filter">
          <span>To</span>
          <input
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder="Any address"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        {outbox.isError && !outbox.data ? (
          <p role="alert">The outbox could not be loaded. Please try again.</p>
        ) : !outbox.data ? (
          <p className="account-muted">Loading…</p>
        ) : mails.length === 0 ? (
          <p className="account-muted">{address ? `No mail to ${address}.` : 'The outbox is empty.'}</p>
        ) : (
          <ul className="staff-list" aria-label="Mail in the outbox">
            {mails.map((mail) => {
              const open = mail.id === openId;
              return (
                <li key={mail.id} className="staff-list__item" data-testid="staff-mail">
                  <button
                    type="button"
                    className="staff-mail__summary"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : mail.id)}
                  >
                    <strong className="staff-wrap">{mail.subject}</strong>
                    <span className="account-muted staff-wrap">
                      {mail.to} · <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
                      {mail.html ? '' : ' · text only'}
                    </span>
                  </button>
                  {open ? <MailVersions mail={mail} /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
