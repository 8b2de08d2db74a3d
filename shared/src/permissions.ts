/**
 * Roles of the auth response: the user type, staff roles and permission names.
 * Which user types hold which permissions; this table is the one mapping (README "Who may call what").
 */
import { PERMISSIONS, type Permission, REAL_ESTATE_USER_TYPES, type UserType } from './enums.ts';

/** Staff roles, granted only to employees. */
export const STAFF_ROLES = ['admin', 'contractorRelations'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Permissions every user of a type holds. */
export const PERMISSIONS_BY_USER_TYPE: Readonly<Record<UserType, readonly Permission[]>> = {
  unknown: [],
  homeowner: ['Contract:Upgrade', 'LimitsAndExclusions:Details', 'Location:Geocoding', 'Payment:ManageCreditCard'],
  realEstateAgent: ['LimitsAndExclusions:Details', 'Location:Geocoding', 'Payment:ManageCreditCard'],
  titleCompanyAgent: ['LimitsAndExclusions:Details', 'Location:Geocoding', 'Payment:ManageCreditCard'],
  agentAssistant: ['LimitsAndExclusions:Details', 'Location:Geocoding', 'Payment:ManageCreditCard'],
  contractor: ['Location:Geocoding'],
  employee: [...PERMISSIONS],
};

function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The roles list of a user: the user type first, then staff roles (employees only), then permissions
 * of the type plus any granted one by one. Unknown names in `grants` are dropped.
 */
export function rolesFor(userType: UserType, grants: readonly string[] = []): string[] {
  const staffRoles = userType === 'employee' ? grants.filter(isStaffRole) : [];
  const permissions = [...PERMISSIONS_BY_USER_TYPE[userType], ...grants.filter(isPermission)];
  return [...new Set<string>([userType, ...staffRoles, ...PERMISSIONS.filter((p) => permissions.includes(p))])];
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.includes(permission);
}

export function isStaffUserType(userType: UserType): boolean {
  return userType === 'employee';
}

/** Who may add partners (POST /partners): the real-estate user types, while ordering, and staff. */
export const PARTNER_ADDER_USER_TYPES: readonly UserType[] = [...REAL_ESTATE_USER_TYPES, 'employee'];
