import { describe, expect, it } from 'vitest';
import { endpointProblem, pushMessages } from './endpoint.ts';

describe('push endpoints', () => {
  it('takes only the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(endpointProblem(endpoint, false)).toBeUndefined();
    }
    for (const endpoint of [
      'https://internal.example.com/hook',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil-fcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
    ]) {
      expect(endpointProblem(endpoint, false), endpoint).toBe(pushMessages.endpointUnknownService);
    }
    for (const endpoint of ['http://127.0.0.1:9000/push', 'http://localhost/push', 'http://fcm.googleapis.com/x']) {
      expect(endpointProblem(endpoint, false), endpoint).toBe(pushMessages.endpointNotHttps);
    }
    expect(endpointProblem('not an address', false)).toBe(pushMessages.endpointInvalid);
  });

  it('with the test switch, takes any http(s) address, such as a push service on this machine', () => {
    expect(endpointProblem('http://127.0.0.1:9000/push', true)).toBeUndefined();
    expect(endpointProblem('https://internal.example.com/hook', true)).toBeUndefined();
    expect(endpointProblem('ftp://127.0.0.1/push', true)).toBe(pushMessages.endpointNotHttps);
  });
});
