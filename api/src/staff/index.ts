/** What other features use from the staff tools. */
export { staffRoutes } from './routes.ts';
export { phoneDigits } from './users.ts';
