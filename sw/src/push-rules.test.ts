import { describe, expect, it } from 'vitest';
import { FALLBACK_BODY, FALLBACK_TITLE, noticeOfMessage, sameOriginPath } from './push-rules.ts';

const origin = 'https://app.example.com';

describe('sameOriginPath', () => {
  it('keeps paths of this site', () => {
    expect(sameOriginPath('/account/dispatchTickets/WO-1234567', origin)).toBe('/account/dispatchTickets/WO-1234567');
    expect(sameOriginPath('/account#serviceRequestHistory', origin)).toBe('/account#serviceRequestHistory');
    expect(sameOriginPath('/a?b=1', origin)).toBe('/a?b=1');
  });

  it('refuses other origins, protocol-relative and script addresses', () => {
    for (const url of [
      'https://evil.example.com/x',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'account',
      '',
      42,
      undefined,
    ]) {
      expect(sameOriginPath(url, origin)).toBeUndefined();
    }
  });
});

describe('noticeOfMessage', () => {
  it('shows the title, body and path the server sent', () => {
    const text = JSON.stringify({ title: 'New dispatch', body: 'Open the app to see it.', url: '/account/x' });
    expect(noticeOfMessage(text, origin)).toEqual({
      title: 'New dispatch',
      body: 'Open the app to see it.',
      url: '/account/x',
    });
  });

  it('falls back to a generic notice for anything else', () => {
    expect(noticeOfMessage('not json', origin)).toEqual({ title: FALLBACK_TITLE, body: FALLBACK_BODY, url: '/' });
    expect(noticeOfMessage(undefined, origin)).toEqual({ title: FALLBACK_TITLE, body: FALLBACK_BODY, url: '/' });
    expect(noticeOfMessage(JSON.stringify({ title: 'x', url: 'https://evil.example.com' }), origin).url).toBe('/');
  });
});
