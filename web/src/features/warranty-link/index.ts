/** The embedded real-estate warranty-link page. */
/** The page, loaded with its route. */
export const warrantyLinkPage = () => import('./warranty-link-page.tsx');
