import { WARRANTY_LINK_LOCAL_ORIGIN, WARRANTY_LINK_ORIGIN } from '@hw/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { WarrantyLinkPage } from './warranty-link-page.tsx';
import { configuredWarrantyLinkOrigin, warrantyLinkUrl } from './warranty-link-url.ts';

afterEach(cleanup);

describe('the warranty-link page', () => {
  it('builds the partner address from the policy id and the origin the server configured', () => {
    expect(warrantyLinkUrl('RE-2041', WARRANTY_LINK_ORIGIN)).toBe(`${WARRANTY_LINK_ORIGIN}/realestate/policy/RE-2041`);
    expect(warrantyLinkUrl('a/b?c', WARRANTY_LINK_ORIGIN)).toBe(`${WARRANTY_LINK_ORIGIN}/realestate/policy/a%2Fb%3Fc`);
    expect(configuredWarrantyLinkOrigin(true)).toBe(WARRANTY_LINK_LOCAL_ORIGIN);
    const meta = document.createElement('meta');
    meta.name = 'warranty-link-origin';
    meta.content = 'https://staging-partner.example.org';
    document.head.append(meta);
    try {
      expect(configuredWarrantyLinkOrigin(false)).toBe('https://staging-partner.example.org');
    } finally {
      meta.remove();
    }
  });

  it('frames it at 970 x 1350 with a title, inside a scroll container', async () => {
    await render(<WarrantyLinkPage policyId="RE-2041" />);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('width')).toBe('970');
    expect(frame.getAttribute('height')).toBe('1350');
    expect(frame.title).toBe('Real estate warranty link for policy RE-2041');
    expect(frame.getAttribute('src')).toBe(warrantyLinkUrl('RE-2041'));
    expect(frame.parentElement?.className).toBe('wl-page__scroll');
    expect(document.title).toMatch(/^Warranty Link \| /);
  });
});
