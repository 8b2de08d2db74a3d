/** Notices shown to every user, written by staff. What other folders use comes from here. */
export { globalNoticeRoutes } from './routes.ts';
