import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushAvailability } from './push-device.ts';

describe('pushAvailability', () => {
  const full = { hasServiceWorker: true, hasPushManager: true, permission: 'default' as const };
  it('is available with a service worker, the Push API and notifications not blocked', () => {
    expect(pushAvailability(full)).toBe('available');
    expect(pushAvailability({ ...full, permission: 'granted' })).toBe('available');
  });
  it('says when notifications are blocked, and when the browser cannot take them', () => {
    expect(pushAvailability({ ...full, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ ...full, hasPushManager: false })).toBe('unsupported');
    expect(pushAvailability({ ...full, hasServiceWorker: false })).toBe('unsupported');
    expect(pushAvailability({ ...full, permission: undefined })).toBe('unsupported');
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
