/** The legal pages (privacy policy, terms and conditions, state privacy notice) and the Your Privacy Choices centre. */

/** Each loads on its own when opened: the Your Privacy Choices centre, and each page's long text (and form). */
export const privacyCentre = () => import('./privacy-centre.tsx');
export const privacyPolicyPage = () => import('./privacy-policy-page.tsx');
export const termsPage = () => import('./terms-page.tsx');
export const stateNoticePage = () => import('./state-notice-page.tsx');
export const accessibilityPage = () => import('./accessibility-page.tsx');
export const sampleContractPage = () => import('./sample-contract-page.tsx');
