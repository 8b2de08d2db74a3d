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
 *
 * What opening and reading do is in hosted-card-actions.ts, loaded when the page first opens a form (or earlier, with
 * `preloadHostedCard`): a page that shows the card's place but is never paid on does not load it.
 */
import { m } from '@hw/shared/i18n';
import { useRef, useState } from 'react';
import type { CardProfile } from './card-payment.ts';
import type { HostedCardHandles } from './hosted-card-actions.ts';

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

/** What the form's buttons and messages do. */
export type HostedCardActions = Pick<HostedCard, 'open' | 'retry' | 'receive'>;

const loadActions = () => import('./hosted-card-actions.ts');

/** Fetches the form's actions ahead of the first opening (a page calls it when a payment step is near). */
export function preloadHostedCard(): void {
  void loadActions().catch(() => undefined);
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
    const handles: HostedCardHandles = { current, generation, set, setHeight };
    let loaded: Promise<HostedCardActions> | undefined;
    // Calls made while the actions load run once they are here, in order, unless the page changed course meanwhile
    // (`forget`). If their code cannot be fetched (no connection), the form says so as it does for a lost answer,
    // and the next try fetches it again.
    const run = (call: (loadedActions: HostedCardActions) => void, onFailure: () => void) => {
      const asked = generation.current;
      loaded ??= loadActions().then((module) => module.hostedCardActions(handles));
      loaded.then(
        (loadedActions) => asked === generation.current && call(loadedActions),
        () => {
          loaded = undefined;
          if (asked === generation.current) onFailure();
        },
      );
    };
    const openLost = () => set({ phase: 'failed', message: m.order_card_open_lost(), session: null });
    actions.current = {
      open: (email) => run((loadedActions) => loadedActions.open(email), openLost),
      retry: (email) => run((loadedActions) => loadedActions.retry(email), openLost),
      receive: (query) =>
        run(
          (loadedActions) => loadedActions.receive(query),
          () => undefined,
        ),
      forget() {
        generation.current++;
        set({ phase: 'idle', autoOpen: true });
      },
    };
  }

  return {
    ...actions.current,
    state,
    card: state.phase === 'saved' ? state.card : null,
    height,
  };
}
