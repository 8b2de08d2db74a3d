/** The legal pages (privacy policy, terms and conditions, state privacy notice) and the Your Privacy Choices centre. */

export { PrivacyCentre } from './privacy-centre.tsx';
export { PrivacyPolicyPage } from './privacy-policy-page.tsx';
export { StateNoticePage } from './state-notice-page.tsx';
export { TermsPage } from './terms-page.tsx';
