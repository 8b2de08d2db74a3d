import type { ClaimDecision } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/ui/index.ts';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
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

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const show = (workOrderId: string | null) =>
  render(
    <QueryClientProvider client={queryClient}>
      <DecisionCard request={sampleRequest({ workOrderId })} online />
    </QueryClientProvider>,
  );

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

  it('shows what is not covered and why, the share, and takes one answer to a cash offer', async () => {
    let current: ClaimDecision = decision;
    answers['GET /api/account/serviceRequest/sr-1/decision'] = () => json(200, current);
    answers['POST /api/account/serviceRequest/sr-1/cashInLieu'] = () => {
      current = {
        ...decision,
        cashInLieu: { ...decision.cashInLieu!, answer: 'accepted', answeredAt: '2026-01-03T10:00:00.000Z' },
      };
      return json(200, current);
    };
    await show('WO-1');
    await settle();
    const card = document.querySelector('[data-testid="claim-decision"]');
    expect(card?.textContent).toContain('Decision: Denied');
    expect(card?.textContent).toContain(decision.reason);
    expect(card?.textContent).toContain('Compressor');
    expect(card?.textContent).toContain('The claim was denied.');
    expect(card?.textContent).toContain('Your share: $1,200.00');
    expect(card?.textContent).toContain('Cash instead of the repair: $500.00');
    const accept = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Accept the cash');
    await click(accept!);
    await settle();
    expect(calls).toContainEqual(['POST /api/account/serviceRequest/sr-1/cashInLieu', { accept: true }]);
    expect(document.querySelector('[data-testid="cash-in-lieu-offer"]')?.textContent).toContain(
      'You accepted this offer.',
    );
  });
});
