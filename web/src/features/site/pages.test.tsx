import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_SOURCE_KEY } from '#web/lib/marketing-source.ts';
import { cleanup, click } from '#web/ui/render-for-test.tsx';
import { HomePage } from './home/home-page.tsx';
import { HomeownerPage } from './homeowner/homeowner-page.tsx';
import { buttonNamed, fakeSiteApi, fakeSlots, location, openPages, until } from './site-test-helpers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const Order = () => <h1>Order</h1>;

describe('the home page', () => {
  it('keeps ?MarketingSourceId= for the order in session storage', async () => {
    fakeSiteApi();
    await openPages({ '/': () => <HomePage marketingSourceId="spring-mailer-42" /> }, '/');
    expect(sessionStorage.getItem(MARKETING_SOURCE_KEY)).toBe('spring-mailer-42');
  });

  it('asks Which best describes you? from Order Now and opens that order', async () => {
    fakeSiteApi();
    const slots = fakeSlots({
      OrderTypeDialog: ({ onChosen }) => (
        <div role="dialog" aria-label="Which best describes you?">
          <button type="button" onClick={() => onChosen('realEstate')}>
            Real Estate Professional
          </button>
        </div>
      ),
    });
    const router = await openPages({ '/': () => <HomePage />, '/order/$planType': Order }, '/', slots);
    expect(buttonNamed('See Plans & Pricing')?.getAttribute('href')).toBe('/homeowner-warranty#home-warranty-plans');
    expect(buttonNamed('Request Repair')).not.toBeNull();
    const orderNow = buttonNamed('Order Now')!;
    expect(orderNow.getAttribute('href')).toBe('/order');
    await click(orderNow);
    await click(buttonNamed('Real Estate Professional'));
    await until(() => location(router) === '/order/realEstate');
  });
});

describe('the homeowner page', () => {
  it('sends the browser to the partner at once when ordering is not allowed here', async () => {
    fakeSiteApi();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace, origin: window.location.origin });
    await openPages(
      { '/homeowner-warranty': HomeownerPage },
      '/homeowner-warranty',
      fakeSlots({ useCanOrder: () => false }),
    );
    expect(replace).toHaveBeenCalledWith('https://partner.example/order');
  });

  it('stays when ordering is allowed, with its hero buttons and sections', async () => {
    fakeSiteApi();
    const startOrder = vi.fn();
    await openPages({ '/homeowner-warranty': HomeownerPage }, '/homeowner-warranty', fakeSlots({ startOrder }));
    for (const name of ['Choose a Plan', 'Order Now', 'Request Quote', 'Request Repair', 'Renew Your Warranty']) {
      expect(buttonNamed(name), name).not.toBeNull();
    }
    expect(buttonNamed('Renew Your Warranty')?.getAttribute('href')).toBe('/account');
    await click(buttonNamed('Order Now'));
    expect(startOrder).toHaveBeenCalledWith('consumer');
    for (const id of ['home-warranty-plans', 'whylandmark', 'reviews', 'quote']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(document.querySelector('.fake-plans')?.textContent).toBe('consumer plans in TX');
  });
});
