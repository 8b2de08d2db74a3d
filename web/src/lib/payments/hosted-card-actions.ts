/**
 * What the hosted card form's buttons and messages do (use-hosted-card.ts holds the state): open a form for the
 * payer's e-mail, read back the card it saved, follow the form's messages. Its own module: a page loads it when a
 * card form is first opened, not with the page.
 */
import { isApiError } from '#web/lib/api/index.ts';
import { getCustomerPaymentProfile } from './get-customer-payment-profile.ts';
import { getCustomerProfileToken } from './get-customer-profile-token.ts';
import { HOSTED_FORM_LIFETIME_MS, hostedCardMessages, parseHostedFormMessage } from './hosted-form.ts';
import type { HostedCardActions, HostedCardState, HostedFormSession } from './use-hosted-card.ts';

/** The hook's state, as the actions read and change it. */
export interface HostedCardHandles {
  /** The state now (a ref: the actions outlive renders). */
  current: { current: HostedCardState };
  /** Bumped by every change of course: an answer to an older call is dropped. */
  generation: { current: number };
  set(next: HostedCardState): void;
  setHeight(height: number | null): void;
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

export function hostedCardActions({ current, generation, set, setHeight }: HostedCardHandles): HostedCardActions {
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
      const session: HostedFormSession = {
        token: answer.token,
        hostedFormUrl: answer.hostedFormUrl,
        hostedFormToken: answer.hostedFormToken,
        expiresAt: Date.now() + HOSTED_FORM_LIFETIME_MS,
      };
      set({ phase: 'open', session });
      // A form the payer left open too long can no longer save a card: it is closed before it would fail.
      setTimeout(() => {
        if (current.current.phase === 'open' && current.current.session === session) {
          generation.current++;
          set({ phase: 'failed', message: hostedCardMessages.expired, session: null });
        }
      }, HOSTED_FORM_LIFETIME_MS);
    } catch (error) {
      if (mine !== generation.current) return;
      set({ phase: 'failed', message: openFailure(error), session: null });
    }
  };
  return {
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
  };
}
