/** Work orders: the public status page where a visit is scheduled or a cancellation asked for (marketing spec 2.10). */
export { STATUS_UPDATE_TITLE, StatusUpdatePage } from './status-update-page.tsx';
