import { messages } from '@hw/shared';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, UiHost } from '#web/ui/index.ts';
import { byRole, cleanup, click, press, render } from '#web/ui/render-for-test.tsx';
import { buttonNamed, choose, fakeSiteApi, fieldLabelled, type, until } from '../site-test-helpers.tsx';
import { BrochureSection } from './brochure-section.tsx';

afterEach(() => {
  downloads.length = 0;
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
});

const downloads: string[] = [];
const open = () =>
  render(
    <>
      <BrochureSection download={(url) => downloads.push(url)} />
      <UiHost />
    </>,
  );
const download = () => click(buttonNamed('Download Brochure'));
const dialogItems = () => [...(byRole('alertdialog')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
const status = () => document.querySelector('[role="status"]');

async function fill(zip: string) {
  await type(fieldLabelled('Name'), 'Greg Tanaka');
  await type(fieldLabelled('Email'), 'greg@realty.example');
  await type(fieldLabelled('Zip code'), zip);
}

describe('the brochure form', () => {
  it('checks name, e-mail and zip only, with the form’s messages, in the validation dialog', async () => {
    const api = fakeSiteApi();
    await open();
    await download();
    expect(dialogItems()).toEqual([
      messages.quote.nameRequired,
      messages.quote.emailRequired,
      messages.quote.zipRequired,
    ]);
    await press('Enter');
    expect(document.activeElement).toBe(fieldLabelled('Name'));
    // Address and phone are never checked.
    expect(fieldLabelled('Address (optional)')?.getAttribute('aria-invalid')).toBeNull();
    expect(fieldLabelled('Phone (optional)')?.getAttribute('aria-invalid')).toBeNull();

    await fill('7870');
    await type(fieldLabelled('Email'), 'greg@');
    await download();
    expect(dialogItems()).toEqual([messages.quote.emailInvalid, messages.quote.zipRequired]);
    expect(api.calls.filter((call) => call.path !== '/api/status')).toEqual([]);
  });

  it('says No Service for 10 s for a zip outside the market states, and asks for no brochure', async () => {
    const api = fakeSiteApi();
    await open();
    await fill('10001');
    await download();
    await until(() => getToasts().length > 0);
    expect(getToasts()[0]).toMatchObject({ title: 'No Service', text: messages.noService.text, durationMs: 10_000 });
    expect(api.posts('/api/lead/brochure')).toEqual([]);
    expect(downloads).toEqual([]);

    // Not a US zip at all: the same.
    await act(async () => clearToasts());
    await type(fieldLabelled('Zip code'), '00000');
    await download();
    await until(() => getToasts().length > 0);
    expect(getToasts()[0]?.title).toBe('No Service');
    expect(api.posts('/api/lead/brochure')).toEqual([]);
  });

  it('downloads the brochure in the language chosen', async () => {
    const api = fakeSiteApi();
    await open();
    await fill('85004');
    await type(fieldLabelled('Phone (optional)'), '480-555-0101');
    await choose(fieldLabelled('Are you a real estate professional?'), 'RealEstate');
    await choose(fieldLabelled('Language'), 'es-MX');
    await download();
    await until(() => downloads.length > 0);
    expect(downloads).toEqual(['/api/brochure/es-MX.pdf']);
    const [call] = api.posts('/api/lead/brochure');
    expect(call?.search).toBe('?culture=es-MX');
    expect(call?.body).toEqual({
      contactName: 'Greg Tanaka',
      email: 'greg@realty.example',
      address: '',
      homePhone: '480-555-0101',
      postalCode: '85004',
      leadBrochureTypeId: 'RealEstate',
    });
    expect(status()?.textContent).toContain('Your brochure is downloading');
    expect(status()?.querySelector('a[download]')?.getAttribute('href')).toBe('/api/brochure/es-MX.pdf');
  });

  it('says Download Brochure Error with the phone number when the request fails', async () => {
    fakeSiteApi((call) => (call.path === '/api/lead/brochure' ? new Response('oops', { status: 500 }) : undefined));
    await open();
    await fill('78701');
    await download();
    await until(() => getToasts().some((toast) => toast.title === messages.brochure.errorTitle));
    const toast = getToasts().find((candidate) => candidate.title === messages.brochure.errorTitle);
    expect(toast?.text).toBe(`${messages.brochure.errorText} at 866-555-0142.`);
    expect(downloads).toEqual([]);
    expect(status()?.textContent).toBe('');
  });
});
