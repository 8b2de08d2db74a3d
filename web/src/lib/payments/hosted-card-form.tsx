/**
 * Card entry, for every form that takes a new card: the card gateway's hosted card form in a frame, so the card
 * number is typed into the gateway's page and never into ours. "Enter card" opens it (or it opens by itself when a
 * new card is the only choice, `autoOpen`); the page posts the form's token into the frame, as Authorize.Net's
 * Accept Customer form wants; the form reports through the iframe communicator page to
 * `window.AuthorizeNetIFrame`, defined while the frame shows. Once the card is saved the frame closes and the card
 * shows in words ("Visa ending 1111, expires 12/39") with "Use a different card". Offline, a plain message takes
 * the frame's place: the rest of the page stays usable. The state is `useHostedCard`, held by the page so it
 * outlives a step that is left and opened again. Imported from this file, not the folder's index: it travels with
 * the screens that take a card, not with every page (the styles are `.ui-hosted-card` in ui/ui.css).
 */
import { m } from '@hw/shared/i18n';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { brandName, expiry } from '#web/lib/format.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { hostedCardMessages } from './hosted-form.ts';
import type { HostedCard, HostedFormSession } from './use-hosted-card.ts';

/** The frame's accessible name in English (the browser tests find the frame by it); shown from the catalogue. */
export const HOSTED_CARD_FRAME_TITLE = 'Secure card form';
/** The frame's height until the form says how tall it is. */
const FIRST_HEIGHT = 460;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface HostedCardFormProps {
  card: HostedCard;
  /** The payer's e-mail: the gateway's customer profile is opened for it. */
  email: string;
  /** The id of the card area's control, which the validation dialog focuses. */
  id: string;
  /** The card is required and missing (after a submit), in the page's words. */
  error?: string | undefined;
  /** Open the form without a tap: a new card is the only choice. */
  autoOpen?: boolean;
  disabled?: boolean;
  label?: string;
  /** What offline says in place of the frame; by default hostedCardMessages.offline. */
  offlineMessage?: string;
  /** Said when "Enter card" is tapped with no usable e-mail; by default hostedCardMessages.needsEmail. */
  needsEmailMessage?: string;
}

export function HostedCardForm({
  card,
  email,
  id,
  error,
  autoOpen = false,
  disabled = false,
  label = m.order_card_legend(),
  offlineMessage = hostedCardMessages.offline,
  needsEmailMessage = hostedCardMessages.needsEmail,
}: HostedCardFormProps) {
  const online = useOnline();
  const { state } = card;
  const emailOk = EMAIL.test(email.trim());
  const [askedForEmail, setAskedForEmail] = useState(false);
  const errorId = `${id}-error`;
  const shownError = state.phase === 'saved' ? undefined : error;
  const describedBy = shownError ? errorId : undefined;
  const opensByItself = autoOpen && online && !disabled && emailOk && state.phase === 'idle' && state.autoOpen;

  const open = () => {
    if (!emailOk) {
      setAskedForEmail(true);
      return;
    }
    setAskedForEmail(false);
    card.open(email);
  };

  useEffect(() => {
    if (opensByItself) card.open(email);
  }, [opensByItself, card.open, email]);

  // The frame (where the focus was) closes once the card is saved or fails: the focus goes to what replaced it.
  const savedRef = useRef<HTMLParagraphElement>(null);
  const wrapper = useRef<HTMLFieldSetElement>(null);
  const previous = useRef(state.phase);
  useEffect(() => {
    const before = previous.current;
    previous.current = state.phase;
    if (before !== 'open' && before !== 'reading') return;
    const active = document.activeElement;
    const lost = !active || active === document.body || wrapper.current?.contains(active);
    if (!lost) return;
    if (state.phase === 'saved') savedRef.current?.focus();
    else if (state.phase === 'failed' || state.phase === 'idle') document.getElementById(id)?.focus();
  }, [state.phase, id]);

  let body: ReactNode;
  if (state.phase === 'saved') {
    body = (
      <div className="ui-hosted-card__saved">
        <p className="ui-hosted-card__card" data-testid="saved-card" tabIndex={-1} ref={savedRef}>
          {m.order_card_label({
            brand: brandName(state.card.cardType),
            lastFour: state.card.lastFour,
            expires: expiry(state.card.expirationDate),
          })}
        </p>
        <button type="button" id={id} className="button button--ghost" disabled={disabled} onClick={open}>
          {m.order_card_use_different()}
        </button>
      </div>
    );
  } else if (!online) {
    body = (
      <p id={id} tabIndex={-1} className="ui-hosted-card__note" role="status" aria-describedby={describedBy}>
        {offlineMessage}
      </p>
    );
  } else if (state.phase === 'open') {
    body = (
      <HostedFrame
        key={state.session.hostedFormToken}
        id={id}
        session={state.session}
        height={card.height}
        receive={card.receive}
        describedBy={describedBy}
      />
    );
  } else if (state.phase === 'opening' || state.phase === 'reading' || opensByItself) {
    body = (
      <p id={id} tabIndex={-1} className="ui-hosted-card__note" role="status" aria-describedby={describedBy}>
        {state.phase === 'reading' ? m.order_card_reading() : m.order_card_opening()}
      </p>
    );
  } else if (state.phase === 'failed') {
    body = (
      <>
        <p className="ui-hosted-card__problem" role="alert">
          {state.message}
        </p>
        <button
          type="button"
          id={id}
          className="button button--ghost"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => (emailOk ? card.retry(email) : setAskedForEmail(true))}
        >
          {state.session ? m.order_card_try_again() : m.order_card_open_again()}
        </button>
      </>
    );
  } else {
    body = (
      <button
        type="button"
        id={id}
        className="button button--ghost"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={open}
      >
        {m.order_card_enter()}
      </button>
    );
  }

  return (
    <fieldset className="ui-hosted-card" ref={wrapper}>
      <legend className="ui-hosted-card__label">{label}</legend>
      {state.phase !== 'saved' && online && <p className="ui-hosted-card__hint">{m.order_card_hint()}</p>}
      {body}
      {askedForEmail && !emailOk && (
        <p className="ui-hosted-card__problem" role="alert">
          {needsEmailMessage}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="ui-hosted-card__error">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The frame, and the hidden form that posts the token into it once, on mount (a new session is a new frame). The
 * form sits outside the page's own form (a portal): forms do not nest.
 */
function HostedFrame({
  id,
  session,
  height,
  receive,
  describedBy,
}: {
  id: string;
  session: HostedFormSession;
  height: number | null;
  receive: (query: string) => void;
  describedBy: string | undefined;
}) {
  const name = `hosted-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  const receiver = useRef(receive);
  receiver.current = receive;

  useEffect(() => {
    const handler = { onReceiveCommunication: (query: string) => receiver.current(query) };
    window.AuthorizeNetIFrame = handler;
    return () => {
      if (window.AuthorizeNetIFrame === handler) delete window.AuthorizeNetIFrame;
    };
  }, []);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    form.current?.submit();
  }, []);

  return (
    <>
      <iframe
        id={id}
        name={name}
        title={m.order_card_frame_title()}
        className="ui-hosted-card__frame"
        height={height ?? FIRST_HEIGHT}
        aria-describedby={describedBy}
      />
      {createPortal(
        <form ref={form} method="post" action={session.hostedFormUrl} target={name} hidden>
          <input type="hidden" name="token" value={session.hostedFormToken} />
        </form>,
        document.body,
      )}
    </>
  );
}
