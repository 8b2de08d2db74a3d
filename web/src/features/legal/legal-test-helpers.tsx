/** Unit-test helpers for the legal pages: render a page at its address in a memory router. */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { render } from '#web/ui/render-for-test.tsx';
import { AccessibilityPage } from './accessibility-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { StateNoticePage } from './state-notice-page.tsx';
import { TermsPage } from './terms-page.tsx';

type LegalPath = '/privacy-policy' | '/terms-of-use' | '/state-notice' | '/accessibility';

export async function openPage(path: LegalPath) {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: PrivacyPolicyPage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/terms-of-use', component: TermsPage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/state-notice', component: StateNoticePage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/accessibility', component: AccessibilityPage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/contact-us', component: () => <p>Contact</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await render(<RouterProvider router={router} />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return router;
}

const h1 = () => document.querySelector('h1')?.textContent;
const dateLine = () => document.querySelector('.legal__updated')?.textContent;
/** The text of the h2 section with this anchor id, whitespace collapsed. */
export const section = (id: string) => (document.getElementById(id)?.textContent ?? '').replace(/\s+/g, ' ');
export const linkTargets = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));

/** The page's heading, the document title (the heading, then the brand) and, when given, the date line. */
export function expectTitle(title: string, updated?: string) {
  expect(h1()).toBe(title);
  expect(document.title).toBe(`${title} | ${brand.name}`);
  if (updated !== undefined) expect(dateLine()).toBe(updated);
}

/** The contents list: every entry is a section of the page and every in-page link lands. */
export function expectContents() {
  expectContentsMatchSections();
  expectInPageLinksResolve();
}

/** The test that the page at this path has its contents list (expectContents). */
export function itHasContents(path: LegalPath) {
  it('has a contents list of in-page links to its sections', async () => {
    await openPage(path);
    expectContents();
  });
}

/** The brand's phone and customer-care e-mail as links in the element, and its postal address with this text. */
export function expectContact(element: HTMLElement, addressText: string) {
  expect(element.querySelector(`a[href="tel:${brand.phone}"]`)).not.toBeNull();
  expect(element.querySelector(`a[href="mailto:${brand.customerCareEmail}"]`)).not.toBeNull();
  expect(element.querySelector('address')?.textContent).toContain(addressText);
}

/** Every contents entry points at a section of the page, in order, and every section is listed. */
function expectContentsMatchSections() {
  const contents = [...document.querySelectorAll('.legal__toc a')].map((a) => a.getAttribute('href'));
  const sections = [...document.querySelectorAll('.legal__content > section')].map((s) => `#${s.id}`);
  expect(contents.length).toBeGreaterThan(0);
  expect(contents).toEqual(sections);
  expect(new Set(sections).size).toBe(sections.length);
  for (const s of document.querySelectorAll('.legal__content > section')) {
    expect(s.querySelector('h2')?.textContent).toBeTruthy();
  }
}

/** In-page links (#id) all land on an element of the page. */
function expectInPageLinksResolve() {
  for (const href of linkTargets()) {
    if (href?.startsWith('#')) expect(document.getElementById(href.slice(1)), href).not.toBeNull();
  }
}
