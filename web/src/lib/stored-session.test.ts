import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, hasStoredSession, storedUserType } from './stored-session.ts';

const record = (userType: string) =>
  JSON.stringify({ lastUsername: 'a@example.com', response: { access_token: 'token', user: { userType } } });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the session kept on the device, as the entry script reads it', () => {
  it('names the kind of user of a kept session, the remembered one first', () => {
    sessionStorage.setItem(AUTH_STORAGE_KEY, record('homeowner'));
    expect(storedUserType()).toBe('homeowner');
    localStorage.setItem(AUTH_STORAGE_KEY, record('contractor'));
    expect(storedUserType()).toBe('contractor');
    expect(hasStoredSession()).toBe(true);
  });

  it('names none without a session: only a last username kept, or a record it cannot read', () => {
    expect(storedUserType()).toBeUndefined();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ lastUsername: 'a@example.com' }));
    expect(storedUserType()).toBeUndefined();
    expect(hasStoredSession()).toBe(false);
    sessionStorage.setItem(AUTH_STORAGE_KEY, '{"access_token": broken');
    expect(storedUserType()).toBeUndefined();
  });
});
