/**
 * Where the newsletter's confirmation link lands (/newsletter/confirm?token=...). The reader confirms with a
 * button, so a mail scanner that opens the link subscribes no one. Confirmed: 'Subscribed!' with the
 * address; a used or expired link: the server's message, which asks to subscribe again.
 */
import { messages, NEWSLETTER_CONFIRM_PATH } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { isApiError } from '#web/lib/api/index.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { useConfirmNewsletter } from './api/confirm-newsletter.ts';
import { words } from './words.ts';
import './newsletter.css';

export function NewsletterConfirmPage({ token }: { token: string }) {
  usePageMeta({ title: messages.newsletter.confirmTitle, canonical: NEWSLETTER_CONFIRM_PATH });
  const confirm = useConfirmNewsletter();
  const refusal =
    confirm.error && isApiError(confirm.error) && confirm.error.status === 400
      ? messages.newsletter.confirmInvalid
      : confirm.error
        ? messages.newsletter.failure
        : undefined;

  if (confirm.data) {
    return (
      <main className="newsletter-confirm" aria-live="polite">
        <h1>{messages.newsletter.confirmedTitle}</h1>
        <p>{messages.newsletter.success(confirm.data.email)}</p>
        <Link to="/resources">{words.allResources}</Link>
      </main>
    );
  }
  return (
    <main className="newsletter-confirm">
      <h1>{messages.newsletter.confirmTitle}</h1>
      {token ? (
        <>
          <p>{messages.newsletter.confirmText}</p>
          <button
            type="button"
            className="button button--accent"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {messages.newsletter.confirmButton}
          </button>
        </>
      ) : (
        <p role="alert">{messages.newsletter.confirmInvalid}</p>
      )}
      {refusal && <p role="alert">{refusal}</p>}
    </main>
  );
}
