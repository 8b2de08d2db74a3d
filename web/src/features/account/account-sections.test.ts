import type { AuthUser, UserType } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountMenuFor,
  accountScreensFor,
  categoryFromHash,
  registerAccountSections,
  resetAccountSections,
} from '#web/lib/account-sections.ts';
import { accountSections } from './account-sections.ts';

const user = (userType: UserType) => ({ userType, userId: 'u1' }) as unknown as AuthUser;
const menuKeys = (userType: UserType) => accountMenuFor(user(userType)).map((item) => item.key);

beforeEach(() => registerAccountSections(accountSections));
afterEach(resetAccountSections);

describe('the account sections', () => {
  it('give homeowners their plans, billing, notices, requests and profile, each at /account#{key}', () => {
    expect(menuKeys('homeowner')).toEqual([
      'default',
      'warranty',
      'invoices',
      'notices',
      'serviceRequestHistory',
      'profile',
      'newOrder',
    ]);
    expect(categoryFromHash('homeowner', '#invoices')).toBe('invoices');
    expect(categoryFromHash('homeowner', '#orders')).toBe('default');
    // The first screen: the summary, what needs attention, and the plans.
    expect(accountScreensFor('homeowner', 'default').map((section) => section.label)).toEqual([
      'My Account',
      'Needs Your Attention',
      'My Plans',
    ]);
  });

  it('give agents their orders and their orders’ invoices instead of plans', () => {
    for (const agent of ['realEstateAgent', 'titleCompanyAgent', 'agentAssistant'] as const) {
      expect(menuKeys(agent)).toEqual(['default', 'orders', 'accountInvoices', 'notices', 'profile', 'newOrder']);
    }
    expect(accountMenuFor(user('realEstateAgent')).find((item) => item.key === 'newOrder')?.href).toBe(
      '/order/realEstate',
    );
  });

  it('leave the contractors’ own profile as it was', () => {
    expect(menuKeys('contractor')).toEqual(['profile']);
    expect(accountScreensFor('contractor', 'profile').map((section) => section.position)).toEqual([30]);
    expect(accountScreensFor('employee', 'default').map((section) => section.label)).toEqual(['My Account']);
  });
});
