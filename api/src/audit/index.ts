/**
 * The log of staff actions, written in the transaction of each action and read by the staff tools. What other folders
 * use comes from here.
 */
export { listStaffAudit, recordStaffAction, usersById } from './staff-actions.ts';
