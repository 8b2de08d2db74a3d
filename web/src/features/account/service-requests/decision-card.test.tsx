import type { ClaimDecision } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '#web/ui/confirm.tsx';
import { clearToasts, getToastHistory } from '#web/ui/index.ts';
import { byRole, cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { DecisionCard } from './decision-card.tsx';
import { sampleRequest } from './sample-request.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const decision: ClaimDecision = {
  status: 'denied',
  reason: 'Denied: nothing on the diagnosis is covered by your plan.',
  covered: [],
  notCovered: [{ description: 'Compressor', amount: 1200, why: 'The claim was denied.' }],
  homeownerShare: 1200,
  cashInLieu: {
    amount: 500,
    note: 'Toward a new unit.',
    offeredAt: '2026-01-02T10:00:00.000Z',
    answer: null,
    answeredAt: null,
    payment: {
      method: 'check',
      mailTo: '2100 Barton Springs Rd, Austin, TX 78704',
      payBy: null,
      summary:
        'If you accept, we will mail a check for $500.00 to 2100 Barton Springs Rd, Austin, TX 78704 within 10 ' +
        'business days, close this claim and cancel any visit.',
    },
    settled: false,
  },
};

/** The same decision once the offer was accepted: settled, paid by check by Jan 16, 2026. */
const settledDecision: ClaimDecision = {
  ...decision,
  reason: 'Settled with a cash payment of $500.00 instead of the repair.',
  cashInLieu: {
    ...decision.cashInLieu!,
    answer: 'accepted',
    answeredAt: '2026-01-02T16:00:00.000Z',
    settled: true,
    payment: {
      method: 'check',
      mailTo: '2100 Barton Springs Rd, Austin, TX 78704',
      payBy: '2026-01-16',
      summary: 'We will mail a check for $500.00 to 2100 Barton Springs Rd, Austin, TX 78704 by Fri, Jan 16, 2026.',
    },
  },
};

let calls: [string, unknown][];
let answers: Record<string, () => Response>;
let queryClient: QueryClient;

beforeEach(() => {
  calls = [];
  answers = {};
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push([key, init?.body ? JSON.parse(String(init.body)) : undefined]);
      return answers[key]?.() ?? json(404, { hasErrors: true, errors: [{ message: 'Not found' }] });
    }),
  );
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
});

const show = (workOrderId: string | null) =>
  render(
    <QueryClientProvider client={queryClient}>
      <DecisionCard request={sampleRequest({ workOrderId })} online />
      <ConfirmHost />
    </QueryClientProvider>,
  );
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

describe('the Decision card', () => {
  it('shows nothing before the diagnosis is in, and does not ask without a work order', async () => {
    await show('WO-1');
    await settle();
    expect(document.querySelector('[data-testid="claim-decision"]')).toBeNull();
    cleanup();
    calls = [];
    await show(null);
    await settle();
    expect(calls).toEqual([]);
  });

  it('shows what is not covered and why, the share, and how an offer would be paid', async () => {
    answers['GET /api/account/serviceRequest/sr-1/decision'] = () => json(200, decision);
    await show('WO-1');
    await settle();
    const card = document.querySelector('[data-testid="claim-decision"]');
    expect(card?.textContent).toContain('Decision: Denied');
    expect(card?.textContent).toContain(decision.reason);
    expect(card?.textContent).toContain('Compressor');
    expect(card?.textContent).toContain('The claim was denied.');
    expect(card?.textContent).toContain('Your share: $1,200.00');
    expect(card?.textContent).toContain('Cash instead of the repair: $500.00');
    expect(card?.textContent).toContain(decision.cashInLieu!.payment!.summary);
  });

  it('asks before accepting, saying how and when the cash is paid; Not now sends nothing', async () => {
    answers['GET /api/account/serviceRequest/sr-1/decision'] = () => json(200, decision);
    await show('WO-1');
    await settle();
    await click(button('Accept the cash')!);
    const dialog = byRole('alertdialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Accept $500.00 instead of the repair?');
    expect(dialog.textContent).toContain(
      'We will mail a check for $500.00 to 2100 Barton Springs Rd, Austin, TX 78704 within 10 business days.',
    );
    expect(dialog.textContent).toContain('any booked visit cancelled');
    await click(button('Not now')!);
    await settle();
    expect(calls.filter(([key]) => key.startsWith('POST'))).toEqual([]);
    expect(button('Accept the cash')).toBeDefined();
  });

  it('accepted, shows the claim settled: the amount, the check, where it goes and the day it is paid by', async () => {
    let current: ClaimDecision = decision;
    answers['GET /api/account/serviceRequest/sr-1/decision'] = () => json(200, current);
    answers['POST /api/account/serviceRequest/sr-1/cashInLieu'] = () => {
      current = settledDecision;
      return json(200, current);
    };
    await show('WO-1');
    await settle();
    await click(button('Accept the cash')!);
    await click(button('Accept $500.00')!);
    await settle();
    expect(calls).toContainEqual(['POST /api/account/serviceRequest/sr-1/cashInLieu', { accept: true }]);
    const card = document.querySelector('[data-testid="claim-decision"]');
    expect(card?.querySelector('[data-testid="claim-decision-status"]')?.textContent).toBe('Settled with cash');
    expect(card?.textContent).toContain('Settled with a cash payment of $500.00 instead of the repair.');
    expect(card?.textContent).not.toContain('Your share');
    expect(card?.querySelector('a[href="tel:8665550142"]')?.textContent).toBe('866-555-0142');
    expect(card?.querySelector('[data-testid="cash-in-lieu-offer"]')).toBeNull();
    const payment = card?.querySelector('[data-testid="cash-in-lieu-payment"]');
    expect(payment?.textContent).toContain('$500.00');
    expect(payment?.textContent).toContain('Check by mail');
    expect(payment?.textContent).toContain('2100 Barton Springs Rd, Austin, TX 78704');
    expect(payment?.textContent).toContain('Jan 16, 2026');
    expect(payment?.textContent).toContain('Within 10 business days of your acceptance.');
    expect(getToastHistory().at(-1)).toMatchObject({
      title: 'Cash offer accepted',
      text: settledDecision.cashInLieu!.payment!.summary,
    });
  });

  it('declined, says so and keeps the decision as it was', async () => {
    let current: ClaimDecision = decision;
    answers['GET /api/account/serviceRequest/sr-1/decision'] = () => json(200, current);
    answers['POST /api/account/serviceRequest/sr-1/cashInLieu'] = () => {
      const { payment: _none, ...offer } = decision.cashInLieu!;
      current = { ...decision, cashInLieu: { ...offer, answer: 'declined', answeredAt: '2026-01-03T10:00:00.000Z' } };
      return json(200, current);
    };
    await show('WO-1');
    await settle();
    await click(button('Decline')!);
    await settle();
    expect(byRole('alertdialog')).toBeNull();
    expect(calls).toContainEqual(['POST /api/account/serviceRequest/sr-1/cashInLieu', { accept: false }]);
    expect(document.querySelector('[data-testid="cash-in-lieu-offer"]')?.textContent).toContain(
      'You declined this offer.',
    );
    expect(document.querySelector('[data-testid="claim-decision-status"]')?.textContent).toBe('Denied');
  });
});
