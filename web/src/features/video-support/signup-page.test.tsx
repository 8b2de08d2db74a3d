import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetchEachTest, json } from '#web/lib/fetch-for-test.ts';
import { cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { canSubmitSignup, VideoSupportSignupPage } from './signup-page.tsx';

const fetchMock = fakeFetchEachTest(() => json(200, { hasSent: true }));
afterEach(() => cleanup());

async function open() {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/streem-signup', component: VideoSupportSignupPage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: () => <p>Privacy</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/streem-signup'] }),
  });
  await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
}

const input = (field: string) => document.getElementById(`vs-${field}`) as HTMLInputElement;
const submitButton = () => document.querySelector<HTMLButtonElement>('.vs-form button[type="submit"]');
const emailBox = () => document.getElementById('vs-consent-email') as HTMLInputElement;
const privacyBox = () => document.getElementById('vs-consent-privacy') as HTMLInputElement;
const shownErrors = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('.vs-form__error')].map((el) => [el.dataset.field, el.textContent]),
  );

async function type(field: string, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(field), value);
    input(field).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function tickBoth() {
  await click(emailBox());
  await click(privacyBox());
}
async function submit() {
  await click(submitButton());
  await settle();
}
async function fillAll() {
  await type('FirstName', 'Dana');
  await type('LastName', 'Reyes');
  await type('Email', 'dana@reyesplumbing.example');
  await type('Company', 'Reyes Plumbing');
  await type('Phone', '5125550100');
}

describe('the video-support sign-up', () => {
  it('is headed “Get Streem for Your Team” with five fields labelled for people', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Get Streem for Your Team');
    expect(document.title).toMatch(/^Get Streem for Your Team \| /);
    const labels = [...document.querySelectorAll('.vs-form__grid label')].map((l) => l.textContent);
    expect(labels).toEqual(['First Name', 'Last Name', 'Email', 'Company', 'Phone']);
    expect(input('FirstName').name).toBe('FirstName');
    expect(input('Phone').maxLength).toBe(12);
  });

  it('keeps Submit disabled until both agreements are ticked', async () => {
    await open();
    expect(submitButton()?.disabled).toBe(true);
    await click(emailBox());
    expect(submitButton()?.disabled).toBe(true);
    await click(privacyBox());
    expect(submitButton()?.disabled).toBe(false);
    await click(emailBox());
    expect(submitButton()?.disabled).toBe(true);
  });

  it('links the privacy agreement to /privacy-policy', async () => {
    await open();
    const link = document.querySelector('label[for="vs-consent-privacy"] a');
    expect(link?.getAttribute('href')).toBe('/privacy-policy');
    expect(link?.textContent).toBe('data and privacy policy');
  });

  it('canSubmitSignup: both boxes, and not while sending', () => {
    expect(canSubmitSignup({ emailConsent: true, privacyConsent: true, busy: false })).toBe(true);
    expect(canSubmitSignup({ emailConsent: true, privacyConsent: false, busy: false })).toBe(false);
    expect(canSubmitSignup({ emailConsent: false, privacyConsent: true, busy: false })).toBe(false);
    expect(canSubmitSignup({ emailConsent: true, privacyConsent: true, busy: true })).toBe(false);
  });

  it('an empty submit shows “{Field} is required.” and “PhoneNumber is required”, and sends nothing', async () => {
    await open();
    await tickBoth();
    await submit();
    expect(shownErrors()).toEqual({
      FirstName: 'FirstName is required.',
      LastName: 'LastName is required.',
      Email: 'Email is required.',
      Company: 'Company is required.',
      Phone: 'PhoneNumber is required',
    });
    expect(input('FirstName').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('FirstName'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field’s message once the user has left it empty', async () => {
    await open();
    await act(async () => {
      input('Company').focus();
      input('Company').blur();
    });
    expect(shownErrors()).toEqual({ Company: 'Company is required.' });
    await type('Company', 'Reyes Plumbing');
    expect(shownErrors()).toEqual({});
  });

  it('formats the phone as typed and wants all 12 characters', async () => {
    await open();
    await type('Phone', '51255501');
    expect(input('Phone').value).toBe('512-555-01');
    await act(async () => {
      input('Phone').focus();
      input('Phone').blur();
    });
    expect(shownErrors().Phone).toBe('PhoneNumber must be 12 characters, as 555-555-0100.');
    await type('Phone', '512-555-0100');
    expect(input('Phone').value).toBe('512-555-0100');
    expect(shownErrors().Phone).toBeUndefined();
  });

  it('sent: posts the five fields, thanks the user and disables the form', async () => {
    await open();
    await fillAll();
    await tickBoth();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/contact\/streemsignup$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      FirstName: 'Dana',
      LastName: 'Reyes',
      Email: 'dana@reyesplumbing.example',
      Company: 'Reyes Plumbing',
      Phone: '512-555-0100',
    });
    const thanks = document.querySelector('[role="status"]')?.textContent ?? '';
    expect(thanks).toMatch(/reach out within a couple of business days to complete your signup/);
    expect(document.querySelector<HTMLFieldSetElement>('.vs-form fieldset')?.disabled).toBe(true);
    expect(submitButton()).toBeNull();
  });

  it('not sent: “Something went wrong please try again later.” and the form stays open', async () => {
    fetchMock.mockImplementation(async () => json(200, { hasSent: false }));
    await open();
    await fillAll();
    await tickBoth();
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong please try again later.');
    expect(document.querySelector<HTMLFieldSetElement>('.vs-form fieldset')?.disabled).toBe(false);
    expect(submitButton()?.disabled).toBe(false);
  });

  it('a failed call also says “Something went wrong please try again later.”', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/api/status') ? json(200, {}) : json(500, { errors: [{ message: 'boom' }] }),
    );
    await open();
    await fillAll();
    await tickBoth();
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong please try again later.');
  });
});
