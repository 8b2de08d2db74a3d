/** Work orders: the public status page where a visit is scheduled or a cancellation asked for. */
/** The status page, loaded with its route. */
export const statusUpdatePage = () => import('./status-update-page.tsx');
