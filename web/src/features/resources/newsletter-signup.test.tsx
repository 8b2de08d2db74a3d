import { messages } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetchEachTest, json } from '#web/lib/fetch-for-test.ts';
import { clearToasts, getToastHistory, getToasts } from '#web/ui/index.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { settle, until } from './resources-test-helpers.tsx';

const fetchMock = fakeFetchEachTest((url) => {
  const email = decodeURIComponent(url.split('/').at(-1)!);
  return json(200, { result: true, email });
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
});

async function open() {
  await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NewsletterSignup />
      <button type="button">Elsewhere</button>
    </QueryClientProvider>,
  );
}

const field = () => document.querySelector<HTMLInputElement>('.newsletter input')!;
const fieldMessage = () => document.querySelector('.newsletter .field-message')?.textContent ?? null;
const onScreen = () => getToasts().map((t) => t.title);
const toasts = () => getToastHistory().map(({ kind, title, text }) => ({ kind, title, text }));

async function type(value: string) {
  await act(async () => {
    field().focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), value);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function leave() {
  await act(async () => field().blur());
}
async function subscribe() {
  await act(async () => {
    document.querySelector<HTMLFormElement>('.newsletter form')!.requestSubmit();
  });
  await settle();
}

describe('the newsletter sign-up', () => {
  it('checks the address when the field loses focus: the Invalid Email toast and how an address looks', async () => {
    await open();
    await type('bob@example');
    await leave();
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Invalid Email',
        text: 'The email address you entered is incorrect.  Please try again.',
      },
    ]);
    expect(messages.newsletter.invalidText).toContain('incorrect.  Please');
    expect(fieldMessage()).toBe('Enter an e-mail address like name@example.com.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a good address on blur clears the message and shows no toast', async () => {
    await open();
    await type('bob@');
    await leave();
    await type('bob@example.com');
    expect(fieldMessage()).toBeNull();
    clearToasts({ history: true });
    await leave();
    expect(toasts()).toEqual([]);
    expect(fieldMessage()).toBeNull();
  });

  it('an empty field the user passes through is not checked, but Subscribe checks it', async () => {
    await open();
    await type('');
    await leave();
    expect(toasts()).toEqual([]);
    await subscribe();
    expect(toasts().map((t) => t.title)).toEqual(['Invalid Email']);
    expect(fieldMessage()).toBe('Email is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes: POST /api/forum/subscribe/{email}, the toast asking to confirm, the field emptied', async () => {
    await open();
    await type('  pat@example.com ');
    await subscribe();
    await until(() => toasts().length > 0);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/forum\/subscribe\/pat%40example\.com$/);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(toasts()).toEqual([
      { kind: 'success', title: 'Check your inbox', text: messages.newsletter.confirmSent('pat@example.com') },
    ]);
    expect(field().value).toBe('');
  });

  it('shows one Invalid Email toast at a time and clears it and the field message on success', async () => {
    await open();
    await type('bob@');
    await leave();
    await subscribe();
    await type('bob@example');
    await leave();
    expect(onScreen()).toEqual(['Invalid Email']);
    await type('bob@example.com');
    await subscribe();
    await until(() => onScreen().includes('Check your inbox'));
    expect(onScreen()).toEqual(['Check your inbox']);
    expect(fieldMessage()).toBeNull();
  });

  it('a failed call: Subscription Failed!', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    await open();
    await type('pat@example.com');
    await subscribe();
    await until(() => toasts().some((t) => t.title === 'Subscription Failed!'));
    expect(toasts().find((t) => t.title === 'Subscription Failed!')).toEqual({
      kind: 'error',
      title: 'Subscription Failed!',
      text: 'An error occurred while subscribing to the newsletter, please try again.',
    });
    expect(field().value).toBe('pat@example.com');
  });
});
