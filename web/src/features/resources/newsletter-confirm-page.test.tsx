import { messages } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetchEachTest, json } from '#web/lib/fetch-for-test.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { NewsletterConfirmPage } from './newsletter-confirm-page.tsx';
import { settle, until } from './resources-test-helpers.tsx';

const fetchMock = fakeFetchEachTest(() => json(200, { result: true, email: 'pat@example.com' }));
afterEach(() => cleanup());

async function open(token: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/newsletter/confirm',
    component: () => <NewsletterConfirmPage token={token} />,
  });
  const resources = createRoute({ getParentRoute: () => rootRoute, path: '/resources', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, resources]),
    history: createMemoryHistory({ initialEntries: ['/newsletter/confirm'] }),
  });
  await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await until(() => !!document.querySelector('h1'));
}

const heading = () => document.querySelector('h1')?.textContent;
async function clickConfirm() {
  await act(async () => {
    document.querySelector<HTMLButtonElement>('main button')!.click();
  });
  await settle();
}

describe('the newsletter confirmation page', () => {
  it('confirms only when the reader presses the button, then says the address is subscribed', async () => {
    await open('tok-123');
    expect(heading()).toBe(messages.newsletter.confirmTitle);
    expect(fetchMock).not.toHaveBeenCalled();
    await clickConfirm();
    await until(() => heading() === messages.newsletter.confirmedTitle);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/forum\/subscribe\/confirm$/);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123' });
    expect(document.body.textContent).toContain(messages.newsletter.success('pat@example.com'));
  });

  it('asks to subscribe again when the link is used or expired', async () => {
    fetchMock.mockImplementation(async () =>
      json(400, { hasErrors: true, errors: [{ message: 'x', field: 'token', code: 'validation' }] }),
    );
    await open('old');
    await clickConfirm();
    await until(() => !!document.querySelector('[role="alert"]'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(messages.newsletter.confirmInvalid);
  });

  it('says so at once for a link without a token', async () => {
    await open('');
    expect(document.querySelector('main button')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(messages.newsletter.confirmInvalid);
  });
});
