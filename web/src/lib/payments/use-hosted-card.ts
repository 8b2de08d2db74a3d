/**
 * A page's card from the gateway's hosted card form, from opening the form to the card it saved:
 * POST /api/order/getCustomerProfileToken opens a customer profile for the payer's e-mail and answers the form's
 * address and token (the page posts them into a frame: hosted-card-form.tsx); the form reports `successfulSave`, and
 * POST /api/order/getCustomerPaymentProfile reads the card it saved (ids, brand, last four, expiry). The card number
 * is typed into the gateway's page only and never reaches ours.
 *
 * The saved card stays until the page forgets it: a declined or refused card (the payer enters another), a payment
 * that went through, "Use a different card". So a payment sent again after a lost answer names the same card, and
 * goes under the same Idempotency-Key. It lives in the component that holds the hook only, never in storage.
 */
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import type { CardProfile } from './card-payment.ts';
import { getCustomerPaymentProfile } from './get-customer-payment-profile.ts';
import { getCustomerProfileToken } from './get-customer-profile-token.ts';
import { HOSTED_FORM_LIFETIME_MS, hostedCardMessages, parseHostedFormMessage } from './hosted-form.ts';

/** One opening of the hosted form. */
export interface HostedFormSession {
  /** The profile token: reads the card back, and goes with the payment as `profileToken`. */
  token: string;
  hostedFormUrl: string;
  hostedFormToken: string;
  /** When the page gives the form up (Date.now() time). */
  expiresAt: number;
}

export type HostedCardState =
  /** No card yet. `autoOpen`: a form that opens by itself may open (not after the payer cancelled it). */
  | { phase: 'idle'; autoOpen: boolean }
  | { phase: 'opening' }
  | { phase: 'open'; session: HostedFormSession }
  /** The form said it saved the card: reading it back. */
  | { phase: 'reading'; session: HostedFormSession }
  | { phase: 'saved'; card: CardProfile }
  /** `session`: the card was saved but could not be read back (read again); null: open the form again. */
  | { phase: 'failed'; message: string; session: HostedFormSession | null };

export interface HostedCard {
  state: HostedCardState;
  /** The card saved in the form, ready to pay with; null until then. */
  card: CardProfile | null;
  /** The height the form asked for (resizeWindow), null before it said. */
  height: number | null;
  /** Opens a new form for the payer's e-mail (a new customer profile). */
  open(email: string): void;
  /** Reads the saved card again after a failed read, or opens a new form. */
  retry(email: string): void;
  /** A message of the form, as the communicator page hands it over. */
  receive(query: string): void;
  /** Forgets the card or the open form (declined, refused, paid): the next payment needs the form again. */
  forget(): void;
}

function openFailure(error: unknown): string {
  if (!isApiError(error)) return hostedCardMessages.openFailed;
  if (error.isNetworkError) return hostedCardMessages.openLost;
  return error.message || hostedCardMessages.openFailed;
}

function readFailure(error: unknown): { message: string; readAgain: boolean } {
  if (!isApiError(error)) return { message: hostedCardMessages.readFailed, readAgain: true };
  if (error.isNetworkError) return { message: hostedCardMessages.readLost, readAgain: true };
  // 400 on `token`: no card saved yet, or the form expired (the API's words); the form is opened again.
  if (error.status === 400) return { message: error.message || hostedCardMessages.readFailed, readAgain: false };
  return { message: error.message || hostedCardMessages.readFailed, readAgain: true };
}

export function useHostedCard(): HostedCard {
  const [state, setState] = useState<HostedCardState>({ phase: 'idle', autoOpen: true });
  const [height, setHeight] = useState<number | null>(null);
  const current = useRef(state);
  /** Bumped by every change of course: an answer to an older call is dropped. */
  const generation = useRef(0);

  const actions = useRef<Omit<HostedCard, 'state' | 'card' | 'height'> | null>(null);
  if (!actions.current) {
    const set = (next: HostedCardState) => {
      current.current = next;
      setState(next);
    };
    const read = async (session: HostedFormSession) => {
      const mine = ++generation.current;
      set({ phase: 'reading', session });
      try {
        const answer = await getCustomerPaymentProfile({ token: session.token });
        if (mine !== generation.current) return;
        set({
          phase: 'saved',
          card: {
            authNetProfileId: answer.authNetProfileId,
            authNetPaymentProfileId: answer.authNetPaymentProfileId,
            profileToken: answer.profileToken || session.token,
            cardType: answer.cardType,
            lastFour: answer.lastFour,
            expirationDate: answer.expirationDate,
          },
        });
      } catch (error) {
        if (mine !== generation.current) return;
        const failure = readFailure(error);
        set({ phase: 'failed', message: failure.message, session: failure.readAgain ? session : null });
      }
    };
    const open = async (email: string) => {
      const phase = current.current.phase;
      if (phase === 'opening' || phase === 'reading') return;
      const mine = ++generation.current;
      set({ phase: 'opening' });
      setHeight(null);
      try {
        const answer = await getCustomerProfileToken(email.trim());
        if (mine !== generation.current) return;
        set({
          phase: 'open',
          session: {
            token: answer.token,
            hostedFormUrl: answer.hostedFormUrl,
            hostedFormToken: answer.hostedFormToken,
            expiresAt: Date.now() + HOSTED_FORM_LIFETIME_MS,
          },
        });
      } catch (error) {
        if (mine !== generation.current) return;
        set({ phase: 'failed', message: openFailure(error), session: null });
      }
    };
    actions.current = {
      open: (email) => void open(email),
      retry(email) {
        const now = current.current;
        if (now.phase === 'failed' && now.session && now.session.expiresAt > Date.now()) void read(now.session);
        else void open(email);
      },
      receive(query) {
        const now = current.current;
        if (now.phase !== 'open') return;
        const message = parseHostedFormMessage(query);
        switch (message.action) {
          case 'resizeWindow':
            if (message.height) setHeight(message.height);
            return;
          case 'successfulSave':
            void read(now.session);
            return;
          case 'cancel':
            generation.current++;
            set({ phase: 'idle', autoOpen: false });
            return;
          default:
            return;
        }
      },
      forget() {
        generation.current++;
        set({ phase: 'idle', autoOpen: true });
      },
    };
  }

  // An open form the payer left too long can no longer save a card: it is closed before it would fail.
  useEffect(() => {
    if (state.phase !== 'open') return;
    const session = state.session;
    const timer = setTimeout(
      () => {
        if (current.current.phase === 'open' && current.current.session === session) {
          generation.current++;
          current.current = { phase: 'failed', message: hostedCardMessages.expired, session: null };
          setState(current.current);
        }
      },
      Math.max(0, session.expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  return {
    ...actions.current,
    state,
    card: state.phase === 'saved' ? state.card : null,
    height,
  };
}
