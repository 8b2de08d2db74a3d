/** What other features use from the staff tools. */
export { recordStaffAction, type StaffAction } from './audit.ts';
export { requireStaffRole } from './guards.ts';
export { staffRoutes } from './routes.ts';
