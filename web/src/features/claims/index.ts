/** Service requests (claims). */
export { ClaimPage } from './claim-page.tsx';
