/**
 * The officer's page after a payment: the answer of the payment itself turns the page to paid, whether or not
 * the invoice is read again (a live change or a refocus may never come on a phone that just paid).
 */
import type { EscrowInvoiceView } from '@hw/shared';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { EscrowInvoicePage } from './escrow-invoice-page.tsx';

const unpaid: EscrowInvoiceView = {
  invoiceId: 'inv-1',
  policyNumber: 'HW-2027-0042',
  planName: 'Choice',
  propertyAddress: '12 Saguaro Way, Phoenix, AZ 85004',
  closingDate: '2027-05-03',
  amount: 494,
  amountDue: 494,
  status: 'sent',
  cancelReason: null,
  paidAt: null,
  buyerName: 'Bea Buyer',
  officer: null,
};

const server = vi.hoisted(() => ({ pay: vi.fn(), refetch: vi.fn() }));
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  payEscrowInvoice: server.pay,
  // The invoice as first read, unpaid, however often it is asked for again.
  useEscrowInvoiceFromLink: () => ({ data: unpaid, isPending: false, isError: false, refetch: server.refetch }),
}));
vi.mock('#web/lib/payments/index.ts', async (actual) => ({
  ...(await actual<typeof import('#web/lib/payments/index.ts')>()),
  useHostedCard: () => ({
    card: { authNetProfileId: 'cp-1', authNetPaymentProfileId: 'pp-1', profileToken: 'tok-1' },
    forget: vi.fn(),
  }),
}));
vi.mock('#web/lib/payments/hosted-card-form.tsx', () => ({ HostedCardForm: () => null }));

beforeEach(() => {
  server.pay.mockReset().mockResolvedValue({ policyPaymentId: 7, amount: 494, paidAt: '2027-04-20T15:30:00.000Z' });
  server.refetch.mockReset();
});

afterEach(cleanup);

it('shows the invoice paid on the day the payment answered, with no pay button left', async () => {
  await render(<EscrowInvoicePage invoiceId="inv-1" token="link-token" notFound={<p>Not found</p>} />);
  const email = document.querySelector<HTMLInputElement>('input[name="email"]');
  if (!email) throw new Error('no e-mail field');
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(email, 'olive@mesatitle.example');
    email.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const pay = [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Pay '));
  await click(pay ?? null);
  await act(async () => undefined);

  expect(server.pay).toHaveBeenCalledWith('inv-1', 'link-token', {
    authNetProfileId: 'cp-1',
    authNetPaymentProfileId: 'pp-1',
    profileToken: 'tok-1',
  });
  expect(document.querySelector('[data-testid="escrow-invoice-paid"]')?.textContent).toMatch(
    /^Paid on April 20, 2027\./,
  );
  expect([...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Pay '))).toBe(false);
});
