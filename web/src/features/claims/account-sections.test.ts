import type { AuthUser, UserType } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountMenuFor,
  accountScreensFor,
  registerAccountSections,
  resetAccountSections,
} from '#web/lib/account-sections.ts';
import { type Destination, setNavigator } from '#web/lib/session/index.ts';
import { claimsAccountSections } from './account-sections.ts';
import { SERVICE_REQUEST_HREF, wantsServiceRequest } from './open-dialog.ts';

const user = (userType: UserType) => ({ userType, userId: 'u1' }) as unknown as AuthUser;

beforeEach(() => registerAccountSections(claimsAccountSections));
afterEach(resetAccountSections);

describe('what claims adds to the account', () => {
  it('gives homeowners New Service Request, which opens the dialog on the account page', async () => {
    const item = accountMenuFor(user('homeowner')).find((entry) => entry.key === 'submitServiceRequest');
    expect(item).toMatchObject({ label: 'New Service Request', kind: 'action' });
    const destinations: Destination[] = [];
    setNavigator((destination) => {
      destinations.push(destination);
    });
    item?.run?.();
    expect(destinations).toEqual([{ to: '/account', search: { serviceRequest: 'new' } }]);
  });

  it('puts the dialog on the account page and the requests waiting on the device above the history', () => {
    expect(accountScreensFor('homeowner', 'default').map((s) => s.position)).toEqual([1]);
    expect(accountScreensFor('homeowner', 'serviceRequestHistory').map((s) => s.label)).toEqual(['Service Requests']);
  });

  it('leaves agents, contractors and staff, who own no plan, without it', () => {
    for (const type of ['realEstateAgent', 'contractor', 'employee'] as const) {
      expect(accountMenuFor(user(type))).toEqual([]);
    }
  });

  it('opens the dialog for ?serviceRequest=new only', () => {
    expect(SERVICE_REQUEST_HREF).toBe('/account?serviceRequest=new');
    expect(wantsServiceRequest('?serviceRequest=new')).toBe(true);
    expect(wantsServiceRequest('?passwordReset=true&serviceRequest=new')).toBe(true);
    expect(wantsServiceRequest('?serviceRequest=old')).toBe(false);
    expect(wantsServiceRequest('')).toBe(false);
  });
});
