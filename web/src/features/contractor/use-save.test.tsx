import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '#web/offline/db.ts';
import { sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { UiHost } from '#web/ui/index.ts';
import type { DispatchPart, DispatchTicket } from './offline/types.ts';
import { useTicketSave } from './use-save.ts';

vi.mock('#web/offline/transport.ts', () => ({
  apiTransport: { get: vi.fn(() => new Promise(() => {})), post: vi.fn(() => new Promise(() => {})) },
}));
// The flow around the rules is tested here; the rules themselves are tested in shared/.
const rules = vi.hoisted(() => ({ over: false }));
vi.mock('./ticket-totals.ts', () => ({
  exceedsLimit: () => rules.over,
  limitOf: () => 400,
  newDiscountFor: () => 25,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const part: DispatchPart = {
  clientPartId: 'c-1',
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit: 450,
    taxPerUnit: 0,
    units: 1,
    costPerHour: 0,
    hoursWorked: 0,
    closingItem: { closingItemId: 'ci-1', name: 'Compressor' },
  },
};

let root: Root;
let container: HTMLElement;
let save: ReturnType<typeof useTicketSave>;

function Probe({ ticket }: { ticket: DispatchTicket }) {
  save = useTicketSave(ticket);
  return null;
}

async function render(ticket = sampleTicket()) {
  await act(async () =>
    root.render(
      <>
        <Probe ticket={ticket} />
        <UiHost />
      </>,
    ),
  );
}

beforeEach(async () => {
  await offlineDb().outbox.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await render();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const queued = () => offlineDb().outbox.orderBy('seq').toArray();

describe('adding a part over the pre-authorized amount', () => {
  it('asks to change the discount; No cancels the save with "Submission cancelled" and queues nothing', async () => {
    rules.over = true;
    let result: Promise<boolean> | undefined;
    await act(async () => {
      result = save.addPart(part);
    });
    expect(document.body.textContent).toContain(
      'The cost of this dispatch ticket exceeds your pre-authorized amount of $400.00. You must be under your pre-authorized amount in order to add parts. Would you like to change the discount to $25.00 and continue?',
    );
    await act(async () => button('No').click());
    expect(await result).toBe(false);
    expect(document.body.textContent).toContain('Submission cancelled');
    expect(await queued()).toEqual([]);
  });

  it('Yes queues the new discount first, then the part, so the server sees them in that order', async () => {
    rules.over = true;
    let result: Promise<boolean> | undefined;
    await act(async () => {
      result = save.addPart(part);
    });
    await act(async () => button('Yes').click());
    expect(await result).toBe(true);
    const items = await queued();
    expect(items.map((i) => i.name)).toEqual(['updateTicket', 'addPart']);
    expect(items[0]!.args).toMatchObject({ changes: { discountAmount: 25 }, before: { discountAmount: 0 } });
  });

  it('under the limit, queues the part without asking', async () => {
    rules.over = false;
    await act(async () => {
      expect(await save.addPart(part)).toBe(true);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect((await queued()).map((i) => i.name)).toEqual(['addPart']);
  });
});

describe('a ticket that can no longer be changed', () => {
  it('queues nothing, asks nothing, and says why', async () => {
    rules.over = true;
    await render(sampleTicket({ status: 'paid', contractorStatus: 'closed' }));
    await act(async () => {
      expect(await save.addPart(part)).toBe(false);
      expect(await save.saveChanges({ shipping: 5 })).toBe(false);
      await save.addNote('late note');
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.textContent).toContain('This ticket is closed (paid) and can no longer be changed.');
    expect(await queued()).toEqual([]);
  });
});
