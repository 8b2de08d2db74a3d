/**
 * The newsletter sign-up: the address is checked when the field loses focus
 * and again on Subscribe. A wrong one brings the 'Invalid Email' toast (one at a time) and the field says
 * what is wrong: 'Email is required.' when empty, how an address looks when filled. Sent, the stale
 * warning goes and the toast asks the reader to open the confirmation link mailed to them (the
 * subscription counts from there: newsletter-confirm-page.tsx). The footer shows it too; every instance
 * has its own ids. Its words are the catalogue's own (not the resources pages' `words`): the footer carries it on
 * every page, without the resources pages' texts.
 */
import { isEmailAddress, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { dismissToast, showToast, TextField } from '#web/ui/index.ts';
import { useSubscribeNewsletter } from './api/subscribe-newsletter.ts';
import './newsletter.css';

/** The one 'Invalid Email' toast on screen, shared by the page's and the footer's forms. */
let invalidToastId: number | undefined;

function clearWarning() {
  if (invalidToastId !== undefined) dismissToast(invalidToastId);
  invalidToastId = undefined;
}

function warnInvalid() {
  clearWarning();
  invalidToastId = showToast({
    kind: 'error',
    title: messages.newsletter.invalidTitle,
    text: messages.newsletter.invalidText,
  });
}

export function NewsletterSignup({ heading = m.resources_newsletter_heading() }: { heading?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter();

  /** True when the address can be sent; otherwise the toast and the field's message. */
  const check = (value: string): boolean => {
    if (isEmailAddress(value)) {
      setError(undefined);
      return true;
    }
    setError(value ? messages.newsletter.fieldInvalid : messages.newsletter.fieldError);
    warnInvalid();
    return false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!check(value)) {
      input.current?.focus();
      return;
    }
    subscribe.mutate(value, {
      onSuccess: (answer) => {
        setEmail('');
        setError(undefined);
        clearWarning();
        showToast({
          kind: 'success',
          title: messages.newsletter.confirmSentTitle,
          text: messages.newsletter.confirmSent(answer.email || value),
        });
      },
      onError: () =>
        showToast({ kind: 'error', title: messages.newsletter.failureTitle, text: messages.newsletter.failure }),
    });
  };

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="newsletter__heading">
        {heading}
      </h2>
      <p className="newsletter__text">{m.resources_newsletter_text()}</p>
      <form className="newsletter__form" onSubmit={submit} noValidate>
        <div className="newsletter__field">
          <TextField
            ref={input}
            id={`${id}-email`}
            label={m.resources_newsletter_label()}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={m.resources_newsletter_placeholder()}
            value={email}
            error={error}
            hideRequiredWord
            onChange={(event) => {
              setEmail(event.target.value);
              if (error && isEmailAddress(event.target.value)) {
                setError(undefined);
                clearWarning();
              }
            }}
            // An empty field the user only passed through is not checked, nor one left for Subscribe, which checks it.
            onBlur={(event) => {
              const toSubmit = event.relatedTarget === submitButton.current;
              if (event.target.value.trim() && !toSubmit) check(event.target.value.trim());
            }}
          />
          {error && (
            <p className="field-message" aria-hidden="true">
              {error}
            </p>
          )}
        </div>
        <button
          ref={submitButton}
          type="submit"
          className="button button--accent newsletter__submit"
          disabled={subscribe.isPending}
        >
          {m.resources_newsletter_submit()}
        </button>
      </form>
    </section>
  );
}
