import { describe, expect, it } from 'vitest';
import { isAccountArea, showsChatWidget, showsHeader } from './layout-rules.ts';

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
