import { type ContractMoney, type ContractSummary, defaultBrand, type PaymentInfo } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { ConfirmHost } from '#web/ui/confirm.tsx';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { accountMessages } from '../account-messages.ts';
import { contractMoneyQueryOptions } from '../api/get-contract-money.ts';
import { sampleContract } from '../testing/sample-contract.ts';
import { PayInFull } from './pay-in-full.tsx';
import { PlanMoney } from './plan-money.tsx';

const api = vi.hoisted(() => ({ put: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('#web/lib/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/api/index.ts')>()),
  apiPut: api.put,
  apiGet: api.get,
  apiPost: api.post,
}));

const contract = sampleContract();

const WORDS =
  `I authorise ${defaultBrand.name} to charge my Visa ending 1111 for contract HW-20418837: each monthly payment as ` +
  'it falls due, and the renewal price if the plan renews, until I turn automatic payment off or remove the card.';

const money = (fields: Partial<ContractMoney> = {}): ContractMoney => ({
  contractId: contract.contractId,
  balance: -64.99,
  paidThrough: '2026-12-17',
  isAutoRenew: false,
  renewalPlan: null,
  automaticPayment: { isEnabled: false, card: null, amountRule: null, words: null, agreedAt: null },
  lines: [
    {
      kind: 'premium',
      description: 'First monthly payment',
      amount: 64.99,
      policyNumber: 'HW-20418837',
      date: '2026-05-18T00:00:00.000Z',
    },
    {
      kind: 'payment',
      description: 'Card payment',
      amount: 64.99,
      policyNumber: 'HW-20418837',
      date: '2026-05-18T00:00:00.000Z',
    },
    {
      kind: 'premium',
      description: 'Monthly payment',
      amount: 64.99,
      policyNumber: 'HW-20418837',
      date: '2026-06-18T00:00:00.000Z',
    },
  ],
  ...fields,
});

const cards: PaymentInfo[] = [
  {
    creditCard: {
      creditCardId: 'card-1',
      policyNumber: [],
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '12/40',
    },
    isDefault: true,
  },
  {
    creditCard: {
      creditCardId: 'card-2',
      policyNumber: [],
      cardType: 'masterCard',
      lastFour: '4444',
      expirationDate: '01/41',
    },
    isDefault: false,
  },
];

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  api.put.mockReset();
  api.get.mockReset();
  api.post.mockReset();
});

afterEach(() => {
  cleanup();
  clearToasts({ history: true });
});

async function show(initial: ContractMoney, plan: ContractSummary = contract) {
  queryClient.setQueryData(contractMoneyQueryOptions(plan.contractId).queryKey, initial);
  queryClient.setQueryData(paymentInfosQueryOptions().queryKey, cards);
  await render(
    <QueryClientProvider client={queryClient}>
      <ConfirmHost />
      <PlanMoney contract={plan} />
      <PayInFull contract={plan} email="homeowner@example.com" />
    </QueryClientProvider>,
  );
}

const switchNamed = (name: string) =>
  document.querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${name}"]`);
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name) ?? null;
const text = () => document.body.textContent ?? '';
const radio = (label: string) =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((input) =>
    input.closest('label')?.textContent?.includes(label),
  ) ?? null;

describe('PlanMoney', () => {
  it('shows the day the plan is paid through and its balance', async () => {
    await show(money());
    expect(text()).toContain('Paid throughDec 17, 2026');
    expect(text()).toContain('Balance$64.99 owed');
  });

  it('turns auto-renewal on with the switch and shows what the server answered', async () => {
    api.put.mockResolvedValue(money({ isAutoRenew: true }));
    await show(money());
    const renew = switchNamed('Renews automatically');
    expect(renew?.getAttribute('aria-checked')).toBe('false');
    expect(text()).toContain('Renews automatically: No');
    expect(text()).toContain('Coverage ends on May 18, 2027 unless you renew it.');
    await click(renew);
    await settle();
    expect(api.put).toHaveBeenCalledWith(
      '/api/account/contract/c-homeowner-0001/autoRenew',
      { isAutoRenew: true },
      { auth: true },
    );
    expect(switchNamed('Renews automatically')?.getAttribute('aria-checked')).toBe('true');
    expect(text()).toContain('Renews automatically: Yes');
    expect(text()).toContain('It renews by itself when its term ends on May 18, 2027.');
  });

  it('says in the server’s words why a change was refused, and keeps the switch as it was', async () => {
    const refused = 'Only the contract’s owner, signed in themselves, can change how it is paid.';
    api.put.mockRejectedValue(ApiError.fromStatus(403, { hasErrors: true, errors: [{ message: refused }] }));
    await show(money());
    await click(switchNamed('Renews automatically'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(refused);
    expect(switchNamed('Renews automatically')?.getAttribute('aria-checked')).toBe('false');
  });

  it('says what off means, asks for a card and shows the exact words before turning automatic payment on', async () => {
    api.put.mockResolvedValue(
      money({
        automaticPayment: {
          isEnabled: true,
          card: { cardType: 'masterCard', lastFour: '4444' },
          amountRule:
            'each monthly premium of the contract, as it falls due; the renewal price of the contract, when it renews',
          words: WORDS.replace('Visa ending 1111', 'MasterCard ending 4444'),
          agreedAt: '2026-11-28T15:30:00.000Z',
        },
      }),
    );
    await show(money());
    expect(text()).toContain('Automatic payment: Off');
    expect(text()).toContain(accountMessages.planMoney.invoicedInstead);

    await click(switchNamed('Automatic payment'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Turn On Automatic Payment');
    // The default card first, with the words the server will record for it.
    expect(radio('Visa ending 1111')?.checked).toBe(true);
    expect(document.querySelector('[data-testid="mandate-words"]')?.textContent).toBe(WORDS);
    await click(radio('Mastercard ending 4444'));
    expect(document.querySelector('[data-testid="mandate-words"]')?.textContent).toBe(
      WORDS.replace('Visa ending 1111', 'MasterCard ending 4444'),
    );
    expect(api.put).not.toHaveBeenCalled();

    await click(button('I Agree, Turn It On'));
    await settle();
    expect(api.put).toHaveBeenCalledWith(
      '/api/account/contract/c-homeowner-0001/automaticPayment',
      { isEnabled: true, creditCardId: 'card-2' },
      { auth: true },
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(text()).toContain('Automatic payment: On with Mastercard ending 4444');
    expect(document.querySelector('[data-testid="agreed-words"]')?.textContent).toBe(
      WORDS.replace('Visa ending 1111', 'MasterCard ending 4444'),
    );
    expect(text()).toContain('You agreed on');
  });

  it('turns automatic payment off only once the owner confirms', async () => {
    const on = money({
      automaticPayment: {
        isEnabled: true,
        card: { cardType: 'visa', lastFour: '1111' },
        amountRule: 'each monthly premium of the contract, as it falls due',
        words: WORDS,
        agreedAt: '2026-05-18T00:00:00.000Z',
      },
    });
    api.put.mockResolvedValue(money());
    await show(on);
    await click(switchNamed('Automatic payment'));
    expect(document.querySelector('[role="alertdialog"] h2')?.textContent).toBe('Turn Off Automatic Payment');
    await click(button('Keep It On'));
    await settle();
    expect(api.put).not.toHaveBeenCalled();

    await click(switchNamed('Automatic payment'));
    await click(button('Turn Off'));
    await settle();
    expect(api.put).toHaveBeenCalledWith(
      '/api/account/contract/c-homeowner-0001/automaticPayment',
      { isEnabled: false },
      { auth: true },
    );
    expect(text()).toContain('Automatic payment: Off');
    expect(document.querySelector('[data-testid="agreed-words"]')).toBeNull();
  });

  it('has no switches on a plan no longer in force', async () => {
    await show(money(), { ...contract, contractStatus: { description: 'Cancelled' } });
    expect(document.querySelector('[role="switch"]')).toBeNull();
    expect(text()).toContain('Balance$64.99 owed');
  });

  it('lists the payments and charges, newest first, with what is owed', async () => {
    await show(money());
    const toggle = button('Payments and charges');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[data-testid="ledger-line"]')).toBeNull();
    await click(toggle);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    const lines = Array.from(document.querySelectorAll('[data-testid="ledger-line"]')).map((li) => li.textContent);
    expect(lines).toEqual([
      'Monthly paymentJun 18, 2026 · Charge$64.99Owed',
      'Card paymentMay 18, 2026 · Payment\u2212$64.99',
      'First monthly paymentMay 18, 2026 · Charge$64.99Paid',
    ]);
    expect(document.querySelector('.plan-statement__balance')?.textContent).toBe('Balance$64.99 owed');
  });

  it('shows the server’s reason when the rest of the term cannot be paid', async () => {
    const reason = 'This contract has a payment due. Please pay it first, then pay the rest of the term.';
    api.get.mockRejectedValue(ApiError.fromStatus(422, { hasErrors: true, errors: [{ message: reason }] }));
    await show(money());
    await click(button('Pay in full'));
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/account/contract/c-homeowner-0001/payInFull', undefined, { auth: true });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(reason);
  });

  it('pays the rest of the term at the amount quoted, and asks again when the price changed', async () => {
    const changed =
      'Paying the rest of the term now costs $389.94. Please review it and try again; nothing was charged.';
    api.get
      .mockResolvedValueOnce({ contractId: contract.contractId, amount: 324.95, premiums: 5 })
      .mockResolvedValueOnce({ contractId: contract.contractId, amount: 389.94, premiums: 6 });
    api.post
      .mockRejectedValueOnce(
        ApiError.fromStatus(409, { hasErrors: true, errors: [{ message: changed, code: 'priceChanged' }] }),
      )
      .mockResolvedValueOnce(money({ balance: 0, paidThrough: '2027-05-18' }));
    await show(money({ balance: 0 }));
    await click(button('Pay in full'));
    await settle();
    const dialog = () => document.querySelector('[role="dialog"]');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Pay the Rest of the Term');
    expect(dialog()?.textContent).toContain(
      'Contract HW-20418837: the 5 monthly payments left in this term, at the current price, $324.95 in all.',
    );

    await click(button('Pay $324.95'));
    await settle();
    expect(api.post).toHaveBeenLastCalledWith(
      '/api/account/contract/c-homeowner-0001/payInFull',
      { creditCardId: 'card-1', confirmedAmount: 324.95 },
      { auth: true, headers: { 'Idempotency-Key': expect.any(String) } },
    );
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(changed);
    expect(dialog()?.textContent).toContain('the 6 monthly payments left in this term, at the current price, $389.94');

    await click(button('Pay $389.94'));
    await settle();
    expect(api.post).toHaveBeenLastCalledWith(
      '/api/account/contract/c-homeowner-0001/payInFull',
      { creditCardId: 'card-1', confirmedAmount: 389.94 },
      expect.anything(),
    );
    expect(dialog()).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toEqual([accountMessages.planMoney.paidInFull('HW-20418837')]);
    expect(text()).toContain('Paid throughMay 18, 2027');
  });
});
