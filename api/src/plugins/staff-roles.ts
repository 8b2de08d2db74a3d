/**
 * Staff roles as route guards. Staff are employees (`requireStaff`); some tools also need a staff role from the
 * token's roles (shared/src/permissions.ts): `admin` for feature flags and the audit log, `contractorRelations`
 * (or `admin`) for the contractor-relations and crr calls. An impersonation session is never staff.
 */
import type { StaffRole } from '@hw/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { admitting, currentUser } from './auth.ts';
import { forbidden } from './errors.ts';

export const staffRoleMessage = (roles: readonly StaffRole[]) => `This needs the staff role ${roles.join(' or ')}.`;

/** Signed in as staff holding at least one of the roles: else 401 signed out, 403 otherwise. */
export function requireStaffRole(app: FastifyInstance, ...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return admitting(
    async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireStaff.call(app, request, reply);
      const user = currentUser(request);
      if (!roles.some((role) => user.roles.includes(role))) throw forbidden(staffRoleMessage(roles));
    },
    ['employee'],
    roles,
  );
}
