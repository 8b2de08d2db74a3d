import { HOMEOWNER_PLAN_TYPE_ID, messages, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, press } from '#web/ui/render-for-test.tsx';
import {
  buttonNamed,
  fakeSiteApi,
  fieldLabelled,
  location,
  openPages,
  settle,
  type,
  until,
} from '../site-test-helpers.tsx';
import { getVisitorState, resetVisitorStateForTests } from '../visitor-state.ts';
import { QuoteForm } from './quote-form.tsx';

function PlansPage() {
  return (
    <>
      <section id="home-warranty-plans">Plans</section>
      <QuoteForm />
    </>
  );
}

const routes = { '/about-us': QuoteForm, '/homeowner-warranty': PlansPage, '/home-buyers-warranty': PlansPage };

async function fillValid(zip: string) {
  await type(fieldLabelled('Name'), 'Ana María López');
  await type(fieldLabelled('Email'), 'ana@example.com');
  await type(fieldLabelled('Address'), '100 Congress Ave');
  await type(fieldLabelled('Phone'), '(512) 555-0100');
  await type(fieldLabelled('Zip code'), zip);
}

const answer = (text: string) =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) => radio.closest('label')?.textContent?.trim() === text,
  ) ?? null;

const submit = () => click(buttonNamed('Get My Free Quote'));
const dialogItems = () => [...(byRole('alertdialog')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

beforeEach(() => {
  resetVisitorStateForTests();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('the quote form', () => {
  it('shows no problems before a submit attempt, then lists every one in the validation dialog', async () => {
    const api = fakeSiteApi();
    await openPages(routes, '/about-us');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    await submit();
    expect(byRole('alertdialog')?.textContent).toContain(messages.forms.validationDialogTitle);
    expect(dialogItems()).toEqual([
      messages.quote.nameRequired,
      messages.quote.emailRequired,
      messages.quote.addressRequired,
      messages.quote.phoneRequired,
      messages.quote.zipRequired,
    ]);
    // Enter closes it and puts focus on the first field in error.
    await press('Enter');
    expect(byRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(fieldLabelled('Name'));
    expect(fieldLabelled('Name')?.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.path !== '/api/status')).toEqual([]);
  });

  it('checks the e-mail address, the phone digits and the zip length', async () => {
    fakeSiteApi();
    await openPages(routes, '/about-us');
    await fillValid('7870');
    await type(fieldLabelled('Email'), 'ana@example');
    await type(fieldLabelled('Phone'), '555-0100');
    await submit();
    expect(dialogItems()).toEqual([
      messages.quote.emailInvalid,
      messages.quote.phoneRequired,
      messages.quote.zipRequired,
    ]);
  });

  it('says No Service for 15 s for a zip outside the market states and registers no lead', async () => {
    const api = fakeSiteApi();
    await openPages(routes, '/about-us');
    await fillValid('10001');
    await submit();
    await until(() => getToasts().length > 0);
    expect(getToasts()[0]).toMatchObject({
      title: messages.noService.title,
      text: messages.noService.text,
      durationMs: 15_000,
    });
    expect(api.posts('/api/lead')).toEqual([]);
    expect(fieldLabelled('Name')?.value).toBe('Ana María López');
  });

  it('registers a real estate lead for a home bought in the last 30 days and shows the real estate plans', async () => {
    const api = fakeSiteApi();
    const router = await openPages(routes, '/about-us');
    await fillValid('85004');
    await click(answer('Yes'));
    await submit();
    await until(() => location(router) === '/home-buyers-warranty#home-warranty-plans');
    expect(api.posts('/api/lead').map((call) => call.body)).toEqual([
      {
        firstName: 'Ana',
        lastName: 'María López',
        email: 'ana@example.com',
        address: '100 Congress Ave',
        postalCode: '85004',
        homePhone: '(512) 555-0100',
        type: 'quote',
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      },
    ]);
    expect(window.dataLayer).toEqual([{ event: 'siteEvent', category: 'Lead', action: 'Quote Request' }]);
    // The plans that page shows are for the zip's state.
    expect(getVisitorState()).toBe('AZ');
  });

  it('shows a homeowner the homeowner plans and resets the form', async () => {
    const api = fakeSiteApi();
    const router = await openPages(routes, '/homeowner-warranty');
    await fillValid('78701');
    expect(answer('No')?.checked).toBe(true);
    await submit();
    await until(() => location(router) === '/homeowner-warranty#home-warranty-plans');
    await settle();
    expect(api.posts('/api/lead')[0]?.body).toMatchObject({ type: 'quote', planTypeId: HOMEOWNER_PLAN_TYPE_ID });
    for (const label of ['Name', 'Email', 'Address', 'Phone', 'Zip code']) expect(fieldLabelled(label)?.value).toBe('');
    expect(answer('No')?.checked).toBe(true);
    // A fresh form: no field is marked until the next attempt.
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('asks the visitor to call when the lead cannot be registered', async () => {
    fakeSiteApi((call) =>
      call.method === 'POST' && call.path === '/api/lead'
        ? new Response('{"errors":[{"message":"down"}]}', { status: 503 })
        : undefined,
    );
    const router = await openPages(routes, '/about-us');
    await fillValid('78701');
    await submit();
    await until(() => getToasts().some((toast) => toast.title === messages.quote.errorTitle));
    const toast = getToasts().find((candidate) => candidate.title === messages.quote.errorTitle);
    expect(toast?.durationMs).toBe(10_000);
    expect(toast?.text).toContain('866-555-0142');
    expect(location(router)).toBe('/about-us');
    expect(window.dataLayer).toEqual([]);
  });
});
