import { describe, expect, it } from 'vitest';
import { headerVariant, isAccountArea, isHeaderScrolled, showsChatWidget, showsHeader } from './layout-rules.ts';

describe('layout rules', () => {
  it('omits the header on warranty-link and the video-support sign-up paths', () => {
    expect(showsHeader('/warranty-link/123')).toBe(false);
    expect(showsHeader('/streem-signup')).toBe(false);
    expect(showsHeader('/')).toBe(true);
    expect(showsHeader('/account')).toBe(true);
  });

  it('hides the chat widget on any /order/ path', () => {
    expect(showsChatWidget('/order/consumer')).toBe(false);
    expect(showsChatWidget('/order/renew/realEstate/submitted')).toBe(false);
    expect(showsChatWidget('/contact-us')).toBe(true);
  });

  it('treats /account and /claim as prefixes of the account area', () => {
    expect(isAccountArea('/account')).toBe(true);
    expect(isAccountArea('/claim/new')).toBe(true);
    expect(isAccountArea('/contractors')).toBe(false);
  });
});

describe('the header variant', () => {
  it('is the account header on any path starting with /account or /claim, signed in or not', () => {
    expect(headerVariant('/account')).toBe('account');
    expect(headerVariant('/account/dispatchTickets/w-1')).toBe('account');
    expect(headerVariant('/claim')).toBe('account');
    expect(headerVariant('/claim/new')).toBe('account');
  });

  it('is the site header on other pages, order pages included, and none where the header is omitted', () => {
    expect(headerVariant('/')).toBe('site');
    expect(headerVariant('/contractors')).toBe('site');
    expect(headerVariant('/order/consumer')).toBe('site');
    expect(headerVariant('/login')).toBe('site');
    expect(headerVariant('/warranty-link/abc')).toBeNull();
    expect(headerVariant('/streem-signup')).toBeNull();
    expect(headerVariant('/streem-signup/thanks')).toBeNull();
  });

  it('takes the scrolled style only past the first 80 px', () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(80)).toBe(false);
    expect(isHeaderScrolled(81)).toBe(true);
  });
});

describe("a contractor's screens", () => {
  it('carry the compact app header and no chat widget on the account pages only', () => {
    expect(headerVariant('/account/dispatchTickets/w-1', 'contractor')).toBe('app');
    expect(headerVariant('/account', 'contractor')).toBe('app');
    expect(showsChatWidget('/account', 'contractor')).toBe(false);
    expect(headerVariant('/contractors', 'contractor')).toBe('site');
    expect(headerVariant('/account', 'homeowner')).toBe('account');
    expect(showsChatWidget('/account', 'homeowner')).toBe(true);
  });
});
