import type { Partner, PartnerRole } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, UiHost } from '#web/ui/index.ts';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { PartnerSearchDialog } from './partner-search-dialog.tsx';

const calls = vi.hoisted(() => ({ search: vi.fn(), create: vi.fn() }));
vi.mock('./api/search-partners.ts', async (importOriginal) => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    ...(await importOriginal<typeof import('./api/search-partners.ts')>()),
    usePartnerSearch: () => useMutation({ mutationFn: calls.search }),
  };
});
vi.mock('./api/create-partner.ts', async (importOriginal) => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    ...(await importOriginal<typeof import('./api/create-partner.ts')>()),
    useCreatePartner: () => useMutation({ mutationFn: calls.create }),
  };
});
vi.mock('#web/lib/session/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/session/index.ts')>()),
  useSession: () => ({ isAuthenticated: true }),
}));

const added: Partner = {
  partnerId: 'p-9',
  name: 'Ada Park',
  company: 'Park Realty',
  email: '',
  phone: '602-555-0101',
  city: '',
  stateCode: 'AZ',
} as Partner;

const fieldLabelled = (label: string) => {
  const id = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.htmlFor;
  return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
};
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name) ?? null;

async function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('No field to type into');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function until(check: () => boolean) {
  for (let tries = 0; !check(); tries++) {
    if (tries > 100) throw new Error('Timed out waiting');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const BUYER_AGENT: PartnerRole = 'buyerAgent';
let chosen: Partner[];
beforeEach(() => {
  chosen = [];
  calls.search.mockReset().mockResolvedValue([]);
  calls.create.mockReset().mockResolvedValue(added);
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
});

const open = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PartnerSearchDialog
        role={BUYER_AGENT}
        stateCode="AZ"
        onChoose={(partner) => chosen.push(partner)}
        onClose={() => undefined}
      />
      <UiHost />
    </QueryClientProvider>,
  );

describe('the partner search dialog', () => {
  it('searches from two characters, trimmed, and says when nothing matches', async () => {
    await open();
    const search = buttonNamed('Search') as HTMLButtonElement;
    await type(fieldLabelled("Buyer's Agent name or company"), 'a');
    expect(search.disabled).toBe(true);
    await type(fieldLabelled("Buyer's Agent name or company"), ' ada ');
    expect(search.disabled).toBe(false);
    await click(search);
    await until(() => document.body.textContent?.includes("No Buyer's Agent matches") ?? false);
    expect(calls.search.mock.calls[0]?.[0]).toEqual({ term: 'ada', type: 'buyerAgent' });
  });

  it('asks for a new partner’s name, then saves it (phone typed as ###-###-####) and chooses it', async () => {
    await open();
    await type(fieldLabelled("Buyer's Agent name or company"), 'Ada ');
    await click(buttonNamed("Add a new Buyer's Agent"));
    expect((fieldLabelled('Name') as HTMLInputElement).value).toBe('Ada');
    await type(fieldLabelled('Name'), '  ');
    expect(document.body.textContent).not.toContain('Name is required.');
    await click(buttonNamed('Save and choose'));
    expect(document.body.textContent).toContain('Name is required.');
    expect(calls.create).not.toHaveBeenCalled();

    await type(fieldLabelled('Name'), ' Ada Park ');
    await type(fieldLabelled('Phone'), '6025550101');
    expect((fieldLabelled('Phone') as HTMLInputElement).value).toBe('602-555-0101');
    await click(buttonNamed('Save and choose'));
    await until(() => chosen.length === 1);
    expect(calls.create.mock.calls[0]?.[0]).toEqual({
      role: 'buyerAgent',
      name: 'Ada Park',
      company: '',
      email: '',
      phone: '602-555-0101',
      city: '',
      stateCode: 'AZ',
    });
    expect(getToasts().some((toast) => toast.kind === 'success')).toBe(true);
  });
});
