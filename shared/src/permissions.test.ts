import { describe, expect, it } from 'vitest';
import { PERMISSIONS, USER_TYPES } from './enums.ts';
import { hasPermission, PERMISSIONS_BY_USER_TYPE, rolesFor } from './permissions.ts';

describe('rolesFor', () => {
  it('starts with the user type and lists the permissions of the type', () => {
    expect(rolesFor('homeowner')).toEqual([
      'homeowner',
      'Contract:Upgrade',
      'LimitsAndExclusions:Details',
      'Location:Geocoding',
      'Payment:ManageCreditCard',
    ]);
    expect(rolesFor('contractor')).toEqual(['contractor', 'Location:Geocoding']);
    expect(rolesFor('unknown')).toEqual(['unknown']);
  });

  it('gives staff their staff roles and every permission', () => {
    expect(rolesFor('employee', ['admin'])).toEqual(['employee', 'admin', ...PERMISSIONS]);
  });

  it('never gives a staff role to anyone but staff', () => {
    expect(rolesFor('homeowner', ['admin'])).not.toContain('admin');
    expect(rolesFor('contractor', ['contractorRelations'])).not.toContain('contractorRelations');
  });

  it('adds permissions granted one by one and drops unknown names', () => {
    const roles = rolesFor('contractor', ['Payment:ManageCreditCard', 'superuser']);
    expect(roles).toEqual(['contractor', 'Location:Geocoding', 'Payment:ManageCreditCard']);
    expect(roles).not.toContain('superuser');
  });

  it('keeps contract upgrades for homeowners and staff only', () => {
    const upgraders = USER_TYPES.filter((type) => hasPermission(rolesFor(type), 'Contract:Upgrade'));
    expect(upgraders).toEqual(['homeowner', 'employee']);
  });

  it('has a mapping for every user type', () => {
    expect(Object.keys(PERMISSIONS_BY_USER_TYPE).sort()).toEqual([...USER_TYPES].sort());
  });
});
