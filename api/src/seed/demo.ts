import { hashPassword } from '../auth/index.ts';
import type { Tables, Tx } from '../db/index.ts';

export const DEMO_PASSWORD = 'demo-password';

export const demoSignIns = [
  { email: 'homeowner@example.com', description: 'homeowner with an active contract' },
  { email: 'agent@example.com', description: 'real-estate agent with orders' },
  { email: 'contractor@example.com', description: 'contractor with dispatch tickets' },
  { email: 'contractor2@example.com', description: 'second contractor (agreement not yet accepted)' },
  { email: 'staff@example.com', description: 'staff (admin)' },
  { email: 'returning@example.com', description: 'homeowner with an older account under the same e-mail' },
];

export const demoUsers = [
  {
    id: 'u-homeowner-0001',
    email: 'homeowner@example.com',
    userType: 'homeowner' as const,
    firstName: 'Hannah',
    lastName: 'Holt',
    phones: [{ number: '512-555-0101', isPrimary: true, type: 'mobile' as const }],
    roles: [],
  },
  {
    id: 'u-agent-0001',
    email: 'agent@example.com',
    userType: 'realEstateAgent' as const,
    firstName: 'Alex',
    lastName: 'Arroyo',
    phones: [{ number: '602-555-0102', isPrimary: true, type: 'work' as const }],
    roles: [],
  },
  {
    id: 'u-contractor-0001',
    email: 'contractor@example.com',
    userType: 'contractor' as const,
    firstName: 'Carlos',
    lastName: 'Castillo',
    phones: [{ number: '801-555-0103', isPrimary: true, type: 'mobile' as const }],
    roles: [],
  },
  {
    id: 'u-contractor-0002',
    email: 'contractor2@example.com',
    userType: 'contractor' as const,
    firstName: 'Dana',
    lastName: 'Dalton',
    phones: [{ number: '208-555-0105', isPrimary: true, type: 'mobile' as const }],
    roles: [],
  },
  {
    id: 'u-staff-0001',
    email: 'staff@example.com',
    userType: 'employee' as const,
    firstName: 'Sam',
    lastName: 'Sterling',
    phones: [{ number: '512-555-0104', isPrimary: true, type: 'work' as const }],
    roles: ['admin'],
  },
];

/**
 * A homeowner whose older account, from before e-mail addresses were kept lower-case, has no password: the
 * sign-in offers to consolidate it.
 */
const returningCustomer = [
  { id: 'u-returning-0001', email: 'returning@example.com', withPassword: true },
  { id: 'u-returning-0002', email: 'Returning@Example.com', withPassword: false },
].map(({ id, email, withPassword }) => ({
  id,
  email,
  withPassword,
  userType: 'homeowner' as const,
  firstName: 'Riley',
  lastName: 'Reyes',
  phones: [],
  roles: [],
}));

/** Demo accounts and their data; runs only when the demo homeowner does not exist yet. */
export async function seedDemo(tx: Tx, t: Tables) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(t.users)
    .values(demoUsers.map((u) => ({ ...u, passwordHash })))
    .onConflictDoNothing();
  await tx
    .insert(t.users)
    .values(
      returningCustomer.map(({ withPassword, ...u }) => ({ ...u, passwordHash: withPassword ? passwordHash : null })),
    )
    .onConflictDoNothing();
}
