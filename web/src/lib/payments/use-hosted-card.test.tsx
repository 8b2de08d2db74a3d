import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { hostedCardMessages } from './hosted-form.ts';
import { type HostedCard, useHostedCard } from './use-hosted-card.ts';

// The card form's actions are code of their own: the first fetch of it fails (no connection), the next succeeds.
const actions = vi.hoisted(() => ({ fetches: 0, open: vi.fn(), retry: vi.fn() }));
vi.mock('./hosted-card-actions.ts', () => {
  actions.fetches += 1;
  if (actions.fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { hostedCardActions: () => ({ open: actions.open, retry: actions.retry, receive: vi.fn() }) };
});

let latest: HostedCard;
function Page() {
  latest = useHostedCard();
  return null;
}

afterEach(cleanup);

describe('useHostedCard', () => {
  it('says the form could not open when its code cannot be fetched, and fetches it again on the next try', async () => {
    await render(<Page />);
    await act(async () => latest.open('payer@example.com'));
    await vi.waitFor(() => expect(latest.state.phase).toBe('failed'));
    expect(latest.state).toEqual({ phase: 'failed', message: hostedCardMessages.openLost, session: null });
    expect(actions.open).not.toHaveBeenCalled();

    await act(async () => latest.retry('payer@example.com'));
    await vi.waitFor(() => expect(actions.retry).toHaveBeenCalledWith('payer@example.com'));
    expect(actions.fetches).toBe(2);
  });

  it('drops an opening asked for before its code was in hand if the page forgot the card meanwhile', async () => {
    actions.open.mockClear();
    await render(<Page />);
    await act(async () => {
      latest.open('payer@example.com');
      latest.forget();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(actions.open).not.toHaveBeenCalled();
    expect(latest.state).toEqual({ phase: 'idle', autoOpen: true });
  });
});
