/** The legal pages: privacy policy, terms and conditions, and the state privacy notice (marketing spec 2.14). */
export { PrivacyPolicyPage } from './privacy-policy-page.tsx';
export { StateNoticePage } from './state-notice-page.tsx';
export { TermsPage } from './terms-page.tsx';
