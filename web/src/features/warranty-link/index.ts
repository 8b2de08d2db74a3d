/** The embedded real-estate warranty-link page. */
/** The page, loaded with its route. */
export const warrantyLinkPage = () => import('./warranty-link-page.tsx');
export { WARRANTY_LINK_FRAME, warrantyLinkUrl } from './warranty-link-url.ts';
