import { messages, type PaymentInfo } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { accountMessages } from '../account-messages.ts';
import { PaymentDialog, type PaymentSource } from './payment-dialog.tsx';

const tokenize = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/payments/tokenize-card.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/payments/tokenize-card.ts')>()),
  tokenizeCard: tokenize,
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
  tokenize.mockReset();
});

afterEach(() => {
  cleanup();
  clearToasts({ history: true });
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

async function type(id: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`[id$="-${id}"]`);
  if (!input) throw new Error(`No input ${id}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('PaymentDialog', () => {
  it('pays with the single saved card and shows the payment toast when policyPaymentId is above 0', async () => {
    const pay = vi.fn(async () => ({ policyPaymentId: 7 }));
    await open(pay);
    expect(radio('Visa ending 1111')?.checked).toBe(true);
    await click(button('Pay $64.99'));
    await settle();
    expect(pay).toHaveBeenCalledWith({ creditCardId: 'card-1' }, expect.any(String));
    expect(getToasts().map((toast) => [toast.text, toast.durationMs])).toEqual([
      [messages.payment.success('HW-2026-0001'), 10_000],
    ]);
    expect(closed).toHaveBeenCalled();
  });

  it('does not count a payment whose policyPaymentId is 0', async () => {
    await open(async () => ({ policyPaymentId: 0 }));
    await click(button('Pay $64.99'));
    await settle();
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
    await settle();
    expect(byRole('alert')?.textContent).toBe(accountMessages.payment.declined);
    expect(getToasts()).toEqual([]);
    expect(closed).not.toHaveBeenCalled();
  });

  it('hands a new card to the gateway and pays with its profile ids and the token that opened the profile', async () => {
    tokenize.mockResolvedValue({
      authNetProfileId: 'cp-1',
      authNetPaymentProfileId: 'pp-1',
      profileToken: 'tok-1',
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '12/40',
    });
    const pay = vi.fn(async () => ({ policyPaymentId: 9 }));
    await open(pay, []);
    expect(radio('A new card')?.checked).toBe(true);
    await type('cardNumber', '4111111111111111');
    await type('expirationDate', '1240');
    await type('cardCode', '123');
    await click(button('Pay $64.99'));
    await settle();
    expect(tokenize).toHaveBeenCalledWith({
      email: 'homeowner@example.com',
      card: { cardNumber: '4111 1111 1111 1111', expirationDate: '12/40', cardCode: '123' },
    });
    // Only what the payment needs: no card number, brand or expiry.
    expect(pay).toHaveBeenCalledWith(
      { authNetProfileId: 'cp-1', authNetPaymentProfileId: 'pp-1', profileToken: 'tok-1' },
      expect.any(String),
    );
  });

  it('sends nothing while the new card has problems', async () => {
    const pay = vi.fn(async () => ({ policyPaymentId: 9 }));
    await open(pay, []);
    await type('cardNumber', '4111111111111112');
    await click(button('Pay $64.99'));
    await settle();
    expect(tokenize).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
    expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull();
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
      await settle();
    }
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
