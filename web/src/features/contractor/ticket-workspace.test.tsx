import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wipeAll } from '#web/offline/storage.ts';
import { sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { tickets } from './offline/stores.ts';
import type { DispatchTicket } from './offline/types.ts';
import { TicketWorkspace } from './ticket-workspace.tsx';

// The screen reads the device; the server's answers never arrive in these tests.
vi.mock('#web/offline/transport.ts', () => ({
  apiTransport: { get: vi.fn(() => new Promise(() => {})), post: vi.fn(() => new Promise(() => {})) },
}));

const part = {
  dispatchPartId: 'p-1',
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit: 40,
    taxPerUnit: 0,
    units: 1,
    costPerHour: 0,
    hoursWorked: 0,
    closingItem: { closingItemId: 'ci-1', name: 'Valve' },
  },
};

async function open(ticket: DispatchTicket) {
  await wipeAll();
  await tickets.table().put(ticket);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <TicketWorkspace workOrderId={ticket.workOrderId} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await render(<RouterProvider router={router} />);
  // The screen fills in from the device's database: the live queries answer while act waits.
  const title = () => document.querySelector('h2')?.textContent;
  for (let tries = 0; tries < 50 && title() !== `Work order ${ticket.workOrderId}`; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(title()).toBe(`Work order ${ticket.workOrderId}`);
}

/** The edit controls on screen (file pickers are the files panel's own; see the read-only class below). */
const editControls = () =>
  [...document.querySelectorAll<HTMLInputElement>('.cw-workspace input, select, textarea, button')].filter(
    (control) => control.type !== 'file',
  );
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

afterEach(() => cleanup());

describe('the ticket workspace', () => {
  it('opens a closed ticket read-only: the reason in words, no edit control enabled, nothing to add or remove', async () => {
    await open(sampleTicket({ status: 'paid', contractorStatus: 'closed', dispatchParts: [part] }));

    expect(document.querySelector('[data-testid="read-only-reason"]')?.textContent).toBe(
      'This ticket is closed (paid) and can no longer be changed.',
    );
    expect(editControls().length).toBeGreaterThan(0);
    expect(editControls().filter((control) => !control.disabled)).toEqual([]);
    for (const name of ['Remove', 'Add Part', 'Add Note', 'Add File']) expect(buttonNamed(name)).toBeUndefined();
    expect(document.body.textContent).toContain('Valve');
    expect(document.querySelector('.cw-workspace--read-only')).not.toBeNull();
  });

  it('says why a ticket waiting for payment cannot be changed either', async () => {
    await open(sampleTicket({ status: 'completePendingPayment', contractorStatus: 'workComplete' }));
    expect(document.querySelector('[data-testid="read-only-reason"]')?.textContent).toBe(
      'The work on this ticket is complete and waiting for payment, so it can no longer be changed.',
    );
  });

  it('keeps an open ticket editable', async () => {
    await open(sampleTicket({ dispatchParts: [part] }));
    expect(document.querySelector('[data-testid="read-only-reason"]')).toBeNull();
    expect(buttonNamed('Remove')?.disabled).toBe(false);
    expect(buttonNamed('Add File')?.disabled).toBe(false);
    expect(document.querySelector<HTMLTextAreaElement>('textarea')?.disabled).toBe(false);
    expect(document.querySelector('.cw-workspace--read-only')).toBeNull();
  });
});

describe('the homeowner on the ticket', () => {
  it('says the homeowner speaks Spanish beside the phone, from the copy on the device', async () => {
    await open(sampleTicket({ homeownerLanguage: 'es' }));
    const language = document.querySelector('[data-testid="homeowner-language"]');
    expect(language?.textContent).toBe('Speaks Spanish');
    expect(language?.previousElementSibling?.textContent).toBe('Language');
    expect(language?.closest('dl')?.textContent).toContain('602-555-0100');
  });

  it('says nothing of language for an English-speaking homeowner, or on a copy kept before tickets named it', async () => {
    await open(sampleTicket({ homeownerLanguage: 'en' }));
    expect(document.querySelector('[data-testid="homeowner-language"]')).toBeNull();
    cleanup();
    await open(sampleTicket());
    expect(document.querySelector('[data-testid="homeowner-language"]')).toBeNull();
  });
});
