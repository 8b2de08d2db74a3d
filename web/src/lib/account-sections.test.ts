import type { AuthUser, UserType } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountSection,
  accountMenuFor,
  accountScreensFor,
  categoryFromHash,
  registerAccountSections,
  resetAccountSections,
} from './account-sections.ts';

const Screen = () => null;
const user = (userType: UserType): AuthUser =>
  ({
    userId: 'u1',
    userType,
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    phones: [],
  }) as unknown as AuthUser;

const sections: AccountSection[] = [
  { key: 'dashboard', label: 'Dashboard', userTypes: ['contractor'], position: 10, kind: 'screen', Screen },
  {
    key: 'dispatchTickets',
    label: 'Dispatch Tickets',
    userTypes: ['contractor'],
    position: 20,
    kind: 'screen',
    Screen,
  },
  { key: 'profile', label: 'Profile', userTypes: ['contractor'], position: 30, kind: 'screen', Screen },
  { key: 'profile', label: 'Profile', userTypes: ['contractor'], position: 31, kind: 'screen', Screen },
  { key: 'default', label: 'My Account', userTypes: ['homeowner'], position: 0, kind: 'screen', Screen },
  {
    key: 'newOrder',
    label: 'New Order',
    userTypes: ['homeowner'],
    position: 50,
    kind: 'link',
    href: () => '/order/consumer',
  },
  { key: 'logout', label: 'Logout', userTypes: ['contractor', 'homeowner'], position: 1000, kind: 'action', run() {} },
];

beforeEach(() => registerAccountSections([...sections].reverse()));
afterEach(resetAccountSections);

describe('the account registry', () => {
  it('lists one menu item per key, in the order the features gave', () => {
    expect(accountMenuFor(user('contractor')).map((item) => item.key)).toEqual([
      'dashboard',
      'dispatchTickets',
      'profile',
      'logout',
    ]);
    expect(accountMenuFor(user('homeowner')).map((item) => [item.key, item.kind, item.href])).toEqual([
      ['default', 'screen', undefined],
      ['newOrder', 'link', '/order/consumer'],
      ['logout', 'action', undefined],
    ]);
  });

  it('shows every screen registered under a key, in order', () => {
    expect(accountScreensFor('contractor', 'profile').map((section) => section.position)).toEqual([30, 31]);
  });

  it('reads the category from the hash only when the user type has a screen for it', () => {
    expect(categoryFromHash('contractor', '#dispatchTickets')).toBe('dispatchTickets');
    expect(categoryFromHash('contractor', 'profile')).toBe('profile');
    expect(categoryFromHash('contractor', '')).toBe('dashboard');
    expect(categoryFromHash('homeowner', 'dispatchTickets')).toBe('default');
    expect(categoryFromHash('homeowner', 'logout')).toBe('default');
    expect(categoryFromHash('homeowner', 'newOrder')).toBe('default');
  });

  it('registers a section once even when its feature registers twice', () => {
    registerAccountSections(sections);
    expect(accountScreensFor('contractor', 'dashboard')).toHaveLength(1);
  });
});
