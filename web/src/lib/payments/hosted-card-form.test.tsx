/**
 * @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
 * (The frame opens about:blank; what is posted into it is recorded, not sent.)
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { HOSTED_CARD_FRAME_TITLE, HostedCardForm } from './hosted-card-form.tsx';
import { hostedCardMessages } from './hosted-form.ts';
import { type HostedCard, useHostedCard } from './use-hosted-card.ts';

const gateway = vi.hoisted(() => ({ openToken: vi.fn(), readCard: vi.fn() }));
vi.mock('#web/lib/payments/get-customer-profile-token.ts', () => ({ getCustomerProfileToken: gateway.openToken }));
vi.mock('#web/lib/payments/get-customer-payment-profile.ts', () => ({
  getCustomerPaymentProfile: gateway.readCard,
}));

let opened = 0;
const formAnswer = () => {
  opened += 1;
  return {
    customerProfileId: `cp-${opened}`,
    token: `profile-token-${opened}`,
    hostedFormUrl: 'https://gateway.example/customer/addPayment',
    hostedFormToken: `form-token-${opened}`,
  };
};
const savedCard = {
  authNetProfileId: 'cp-1',
  authNetPaymentProfileId: 'pp-1',
  cardType: 'visa',
  lastFour: '1111',
  expirationDate: '12/39',
  profileToken: 'profile-token-1',
};

/** The forms posted into a frame: their action, target and fields. */
let posted: { action: string; target: string; fields: Record<string, string> }[];
let latest: HostedCard;

function Page({ autoOpen = true, email = 'payer@example.com' }: { autoOpen?: boolean; email?: string }) {
  const card = useHostedCard();
  latest = card;
  return <HostedCardForm card={card} email={email} id="pay-card" autoOpen={autoOpen} />;
}

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[title="${HOSTED_CARD_FRAME_TITLE}"]`);
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;
const tell = (query: string) => act(async () => window.AuthorizeNetIFrame?.onReceiveCommunication(query));
const setOnline = (online: boolean) =>
  act(async () => {
    Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

beforeEach(() => {
  opened = 0;
  posted = [];
  gateway.openToken.mockReset().mockImplementation(async () => formAnswer());
  gateway.readCard.mockReset().mockResolvedValue(savedCard);
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      target: this.target,
      fields: Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value])),
    });
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await setOnline(true);
});

describe('the hosted card form', () => {
  it('opens by itself, posts its token into the frame once, and shows the card it saved', async () => {
    await render(<Page />);
    // The first opening waits for the actions' code (hosted-card-actions.ts), loaded then.
    await vi.waitFor(() => expect(gateway.openToken).toHaveBeenCalledWith('payer@example.com'));
    await settle();
    expect(gateway.openToken).toHaveBeenCalledTimes(1);
    const shown = frame();
    expect(shown).not.toBeNull();
    expect(shown?.id).toBe('pay-card');
    expect(posted).toEqual([
      {
        action: 'https://gateway.example/customer/addPayment',
        target: shown?.name,
        fields: { token: 'form-token-1' },
      },
    ]);
    // The hidden form is not inside the page's own form: it posts nothing of the page.
    expect(document.querySelector('form[target]')?.parentElement).toBe(document.body);

    await tell('action=resizeWindow&width=100%&height=420');
    expect(frame()?.getAttribute('height')).toBe('420');
    // Authorize.Net may say more than a customer form needs.
    await tell('action=transactResponse&response=%7B%7D');
    expect(frame()).not.toBeNull();

    await tell('action=successfulSave');
    await settle();
    expect(gateway.readCard).toHaveBeenCalledWith({ token: 'profile-token-1' });
    expect(frame()).toBeNull();
    expect(window.AuthorizeNetIFrame).toBeUndefined();
    expect(document.querySelector('[data-testid="saved-card"]')?.textContent).toBe('Visa ending 1111, expires 12/39');
    expect(latest.card).toEqual(savedCard);
    expect(buttonNamed('Use a different card')).not.toBeNull();
  });

  it('after a cancel, stays closed until "Enter card" is tapped', async () => {
    await render(<Page />);
    await settle();
    await tell('action=cancel');
    await settle();
    expect(frame()).toBeNull();
    expect(gateway.openToken).toHaveBeenCalledTimes(1);
    await act(async () => buttonNamed('Enter card')?.click());
    await settle();
    expect(gateway.openToken).toHaveBeenCalledTimes(2);
    expect(posted.at(-1)?.fields).toEqual({ token: 'form-token-2' });
  });

  it('says why a card could not be read, and opens a new form', async () => {
    gateway.readCard.mockRejectedValueOnce(
      ApiError.fromStatus(400, {
        hasErrors: true,
        errors: [{ field: 'token', code: 'validation', message: 'No card was saved in the card form.' }],
      }),
    );
    await render(<Page />);
    await settle();
    await tell('action=successfulSave');
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('No card was saved in the card form.');
    expect(latest.card).toBeNull();
    await act(async () => buttonNamed('Open the card form again')?.click());
    await settle();
    expect(gateway.openToken).toHaveBeenCalledTimes(2);
    expect(frame()).not.toBeNull();
  });

  it('offline, says so in place of the frame and asks nothing of the gateway', async () => {
    await setOnline(false);
    await render(<Page />);
    await settle();
    expect(gateway.openToken).not.toHaveBeenCalled();
    expect(frame()).toBeNull();
    expect(document.getElementById('pay-card')?.textContent).toBe(hostedCardMessages.offline);
    await setOnline(true);
    await settle();
    expect(gateway.openToken).toHaveBeenCalledTimes(1);
    expect(frame()).not.toBeNull();
  });

  it('waits for a tap when a saved card could pay, and for an e-mail to save the card for', async () => {
    await render(<Page autoOpen={false} email="not an e-mail" />);
    await settle();
    expect(gateway.openToken).not.toHaveBeenCalled();
    await act(async () => buttonNamed('Enter card')?.click());
    await settle();
    expect(gateway.openToken).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(hostedCardMessages.needsEmail);
  });

  it('forgets a declined card: the form opens again for another', async () => {
    await render(<Page />);
    await settle();
    await tell('action=successfulSave');
    await settle();
    expect(latest.card).not.toBeNull();
    await act(async () => latest.forget());
    await settle();
    expect(latest.card).toBeNull();
    expect(gateway.openToken).toHaveBeenCalledTimes(2);
    expect(frame()).not.toBeNull();
  });
});
