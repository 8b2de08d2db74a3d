/**
 * @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
 * (The card form's frame opens about:blank; what is posted into it is recorded, not sent.)
 */
import { messages, type PaymentInfo } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { hostedCardMessages } from '#web/lib/payments/index.ts';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { accountMessages } from '../account-messages.ts';
import { PaymentDialog, type PaymentSource } from './payment-dialog.tsx';

const gateway = vi.hoisted(() => ({ openToken: vi.fn(), readCard: vi.fn() }));
vi.mock('#web/lib/payments/get-customer-profile-token.ts', () => ({ getCustomerProfileToken: gateway.openToken }));
vi.mock('#web/lib/payments/get-customer-payment-profile.ts', () => ({
  getCustomerPaymentProfile: gateway.readCard,
}));

const visa: PaymentInfo = {
  creditCard: {
    creditCardId: 'card-1',
    policyNumber: ['HW-1'],
    cardType: 'visa',
    lastFour: '1111',
    expirationDate: '12/40',
  },
  isDefault: true,
};

let queryClient: QueryClient;
let closed: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  closed = vi.fn<() => void>();
  let opened = 0;
  gateway.openToken.mockReset().mockImplementation(async () => {
    opened += 1;
    return {
      customerProfileId: 'cp-1',
      token: `tok-${opened}`,
      hostedFormUrl: 'https://gateway.example/addPayment',
      hostedFormToken: `form-${opened}`,
    };
  });
  gateway.readCard.mockReset().mockImplementation(async ({ token }: { token: string }) => ({
    authNetProfileId: 'cp-1',
    authNetPaymentProfileId: 'pp-1',
    cardType: 'visa',
    lastFour: '1111',
    expirationDate: '12/40',
    profileToken: token,
  }));
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.restoreAllMocks();
});

async function open(
  pay: (source: PaymentSource, key: string) => Promise<{ policyPaymentId: number }>,
  infos: PaymentInfo[] = [visa],
) {
  queryClient.setQueryData(paymentInfosQueryOptions().queryKey, infos);
  await render(
    <QueryClientProvider client={queryClient}>
      <PaymentDialog
        title="Pay Invoice"
        summary={<p>Monthly payment</p>}
        amount={64.99}
        email="homeowner@example.com"
        policyNumber="HW-2026-0001"
        pay={pay}
        onClose={closed}
      />
    </QueryClientProvider>,
  );
}

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name) ?? null;
const radio = (label: string) =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((input) =>
    input.closest('label')?.textContent?.includes(label),
  ) ?? null;

const cardFrame = () => document.querySelector('iframe[title="Secure card form"]');
/** The hosted card form says it saved the card (through the iframe communicator page). */
async function saveCardInForm() {
  await act(async () => window.AuthorizeNetIFrame?.onReceiveCommunication('action=successfulSave'));
  await settle(3);
}

describe('PaymentDialog', () => {
  it('pays with the single saved card and shows the payment toast when policyPaymentId is above 0', async () => {
    const pay = vi.fn(async () => ({ policyPaymentId: 7 }));
    await open(pay);
    expect(radio('Visa ending 1111')?.checked).toBe(true);
    await click(button('Pay $64.99'));
    await settle(3);
    expect(pay).toHaveBeenCalledWith({ creditCardId: 'card-1' }, expect.any(String));
    expect(getToasts().map((toast) => [toast.text, toast.durationMs])).toEqual([
      [messages.payment.success('HW-2026-0001'), 10_000],
    ]);
    expect(closed).toHaveBeenCalled();
  });

  it('does not count a payment whose policyPaymentId is 0', async () => {
    await open(async () => ({ policyPaymentId: 0 }));
    await click(button('Pay $64.99'));
    await settle(3);
    expect(getToasts().map((toast) => toast.text)).toEqual([accountMessages.payment.failure()]);
    expect(accountMessages.payment.failure()).toMatch(/check your billing information.*call us at .+, option 2\./);
    expect(closed).not.toHaveBeenCalled();
  });

  it('says plainly that a card was declined and stays open', async () => {
    const declined = ApiError.fromStatus(402, {
      hasErrors: true,
      errors: [{ message: 'The card was declined.', code: 'paymentDeclined' }],
    });
    await open(async () => Promise.reject(declined));
    await click(button('Pay $64.99'));
    await settle(3);
    expect(byRole('alert')?.textContent).toBe(accountMessages.payment.declined);
    expect(getToasts()).toEqual([]);
    expect(closed).not.toHaveBeenCalled();
  });

  it('with no saved card, opens the hosted card form and pays with the ids of the card saved there', async () => {
    const pay = vi.fn(async () => ({ policyPaymentId: 9 }));
    await open(pay, []);
    await settle(3);
    expect(radio('A new card')?.checked).toBe(true);
    expect(gateway.openToken).toHaveBeenCalledWith('homeowner@example.com');
    expect(cardFrame()).not.toBeNull();
    await saveCardInForm();
    expect(gateway.readCard).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(document.body.textContent).toContain('Visa ending 1111, expires 12/40');
    await click(button('Pay $64.99'));
    await settle(3);
    // Only what the payment needs: no card number, brand or expiry.
    expect(pay).toHaveBeenCalledWith(
      { authNetProfileId: 'cp-1', authNetPaymentProfileId: 'pp-1', profileToken: 'tok-1' },
      expect.any(String),
    );
  });

  it('with saved cards, opens the card form only when asked', async () => {
    await open(async () => ({ policyPaymentId: 9 }));
    await act(async () => radio('A new card')?.click());
    await settle(3);
    expect(gateway.openToken).not.toHaveBeenCalled();
    await click(button('Enter card'));
    await settle(3);
    expect(gateway.openToken).toHaveBeenCalledTimes(1);
    expect(cardFrame()).not.toBeNull();
  });

  it('sends nothing until a card is saved in the form, and says so at the card', async () => {
    const pay = vi.fn(async () => ({ policyPaymentId: 9 }));
    await open(pay, []);
    await settle(3);
    await click(button('Pay $64.99'));
    await settle(3);
    expect(pay).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(hostedCardMessages.required);
  });

  it('forgets a declined new card: the form opens again for another', async () => {
    const declined = ApiError.fromStatus(402, {
      hasErrors: true,
      errors: [{ message: 'The card was declined.', code: 'paymentDeclined' }],
    });
    const pay = vi.fn(async () => Promise.reject(declined));
    await open(pay, []);
    await settle(3);
    await saveCardInForm();
    await click(button('Pay $64.99'));
    await settle(3);
    expect(byRole('alert')?.textContent).toBe(accountMessages.payment.declined);
    expect(document.body.textContent).not.toContain('Visa ending 1111');
    expect(gateway.openToken).toHaveBeenCalledTimes(2);
    expect(cardFrame()).not.toBeNull();
  });

  it('pays again with the same new card under the same key after a lost answer', async () => {
    const keys: string[] = [];
    const sources: PaymentSource[] = [];
    let attempt = 0;
    await open(async (source, key) => {
      sources.push(source);
      keys.push(key);
      attempt += 1;
      if (attempt === 1) throw ApiError.network();
      return { policyPaymentId: 1 };
    }, []);
    await settle(3);
    await saveCardInForm();
    await click(button('Pay $64.99'));
    await settle(3);
    await click(button('Pay $64.99'));
    await settle(3);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sources[1]).toEqual(sources[0]);
    expect(gateway.openToken).toHaveBeenCalledTimes(1);
  });

  it('uses the same key again after a lost answer, a new one otherwise', async () => {
    const keys: string[] = [];
    let attempt = 0;
    await open(async (_source, key) => {
      keys.push(key);
      attempt += 1;
      if (attempt === 1) throw ApiError.network();
      if (attempt === 2) throw ApiError.fromStatus(500, null);
      return { policyPaymentId: 1 };
    });
    for (let i = 0; i < 3; i++) {
      await click(button('Pay $64.99'));
      await settle(3);
    }
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
