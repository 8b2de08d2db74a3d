import { describe, expect, it } from 'vitest';
import { isReadingPage } from './site-paths.ts';

describe('the public pages kept for reading offline', () => {
  it('are the fixed public pages, the resources and the blog, in any language', () => {
    for (const path of ['/', '/about-us', '/about-us/', '/es/about-us', '/es/', '/resources', '/resources/hvac'])
      expect(isReadingPage(path), path).toBe(true);
    expect(isReadingPage('/resources/hvac/some-article/12/3')).toBe(true);
    expect(isReadingPage('/blog/first-post')).toBe(true);
  });

  it('are never an account, a claim, an order or a sign-in screen', () => {
    for (const path of ['/account', '/account/ticket/1', '/claim', '/order/consumer', '/login', '/token', '/api/x'])
      expect(isReadingPage(path), path).toBe(false);
  });
});
