import type { AuthUser, UserType } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountMenuFor,
  categoryFromHash,
  registerAccountSections,
  resetAccountSections,
} from '#web/lib/account-sections.ts';
import { clearSession, storeAuthResponse } from '#web/lib/session/index.ts';
import { staffAccountSections } from './account-sections.ts';

const user = (userType: UserType): AuthUser => ({
  userType,
  userId: `u-${userType}`,
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'sam@example.com',
  phones: [],
  isOptedInToSms: false,
  preferredLanguage: 'en',
  isAnonymous: false,
  isAuthenticated: true,
});

function signIn(userType: UserType, roles: string[]) {
  storeAuthResponse({
    access_token: 'a',
    refresh_token: 'r',
    tokenExpires: new Date(Date.now() + 600_000).toISOString(),
    roles: [userType, ...roles],
    isAuthenticated: true,
    isImpersonated: false,
    forgotPassword: false,
    user: user(userType),
  });
  return user(userType);
}

const menuKeys = (signedIn: AuthUser) => accountMenuFor(signedIn).map((item) => item.key);

beforeEach(() => registerAccountSections(staffAccountSections({ impersonate: async () => undefined })));
afterEach(() => {
  resetAccountSections();
  clearSession();
});

describe('the staff entries of the account menu', () => {
  it('gives an admin the user search, Admin, Jobs, Contractor Relations, Internal Forum and the mail outbox', () => {
    const admin = signIn('employee', ['admin']);
    expect(accountMenuFor(admin).map((item) => [item.key, item.label])).toEqual([
      ['default', 'My Account'],
      ['admin', 'Admin'],
      ['jobs', 'Jobs'],
      ['crrDash', 'Contractor Relations'],
      ['internalForum', 'Internal Forum'],
      ['outbox', 'Mail outbox'],
    ]);
    expect(categoryFromHash('employee', '#admin')).toBe('admin');
  });

  it('gives contractor relations staff their dashboard and the forum, not the admin section', () => {
    const crr = signIn('employee', ['contractorRelations']);
    expect(menuKeys(crr)).toEqual(['default', 'crrDash', 'internalForum', 'outbox']);
    expect(categoryFromHash('employee', '#admin')).toBe('default');
  });

  it('shows an employee without a staff role only the user search and the mail outbox', () => {
    expect(menuKeys(signIn('employee', []))).toEqual(['default', 'outbox']);
  });

  it('shows nothing to customers and contractors, even if a role name were present', () => {
    for (const type of ['homeowner', 'realEstateAgent', 'contractor'] as const) {
      expect(menuKeys(signIn(type, ['admin']))).toEqual([]);
    }
  });
});
