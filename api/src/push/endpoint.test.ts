import { describe, expect, it } from 'vitest';
import { endpointProblem, pushMessages } from './routes.ts';

describe('push endpoints', () => {
  it('in production, takes only the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(endpointProblem(endpoint, true)).toBeUndefined();
    }
    expect(endpointProblem('https://internal.example.com/hook', true)).toBe(pushMessages.endpointUnknownService);
    expect(endpointProblem('https://fcm.googleapis.com.evil.example/x', true)).toBe(
      pushMessages.endpointUnknownService,
    );
    expect(endpointProblem('http://127.0.0.1:9000/push', true)).toBe(pushMessages.endpointNotHttps);
    expect(endpointProblem('not an address', true)).toBe(pushMessages.endpointInvalid);
  });

  it('elsewhere, also takes a push service on this machine', () => {
    expect(endpointProblem('http://127.0.0.1:9000/push', false)).toBeUndefined();
    expect(endpointProblem('http://10.0.0.5/push', false)).toBe(pushMessages.endpointNotHttps);
  });
});
