import { describe, expect, it } from 'vitest';
import { sameOwnerAccounts } from './account-merge.ts';

const me = { id: 'me', email: 'pat@example.com', userType: 'homeowner' as const, mergedIntoUserId: null };

describe('accounts of the same person', () => {
  it('are those under the same e-mail address, whatever its case or spaces', () => {
    const found = sameOwnerAccounts(me, [
      me,
      { id: 'a', email: ' Pat@Example.COM ', userType: 'homeowner', mergedIntoUserId: null },
      { id: 'b', email: 'PAT@example.com', userType: 'realEstateAgent', mergedIntoUserId: null },
      { id: 'c', email: 'pat+1@example.com', userType: 'homeowner', mergedIntoUserId: null },
      { id: 'd', email: 'pat@example.org', userType: 'homeowner', mergedIntoUserId: null },
    ]);
    expect(found.map((other) => other.id)).toEqual(['a', 'b']);
  });

  it('never include staff, contractor or already merged accounts, nor any for a staff member', () => {
    const others = [
      { id: 'staff', email: 'Pat@example.com', userType: 'employee' as const, mergedIntoUserId: null },
      { id: 'trade', email: 'Pat@example.com', userType: 'contractor' as const, mergedIntoUserId: null },
      { id: 'gone', email: 'Pat@example.com', userType: 'homeowner' as const, mergedIntoUserId: 'x' },
    ];
    expect(sameOwnerAccounts(me, others)).toEqual([]);
    const customer = { id: 'c', email: 'PAT@example.com', userType: 'homeowner' as const, mergedIntoUserId: null };
    expect(sameOwnerAccounts({ ...me, userType: 'employee' }, [customer])).toEqual([]);
    expect(sameOwnerAccounts({ ...me, userType: 'contractor' }, [customer])).toEqual([]);
  });
});
