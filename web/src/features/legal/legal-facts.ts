/**
 * Facts the three legal pages state. The group and sister-brand names
 * are fictional, like the brand itself; the brand's contact details come from #web/lib/brand.ts.
 */

import { m } from '@hw/shared/i18n';

/** The date shown on the privacy policy, the terms and the state notice. */
export const LEGAL_UPDATED = { text: '10/14/2025', iso: '2025-10-14' } as const;

/** The home-services group the brand belongs to, and its sister warranty brands. */
export const PARENT_GROUP = 'Cedar Junction Home Services Group';
export const SISTER_BRANDS = ['Prairie Lantern Home Warranty', 'Silver Creek Home Protection'] as const;

/** The states whose residents the state privacy notice addresses (as in its title). */
export const STATE_NOTICE_STATES = [
  'California',
  'Delaware',
  'Indiana',
  'Maryland',
  'Nebraska',
  'New Jersey',
  'Texas',
  'Virginia',
] as const;

/** The pages' titles, in the page's language. */
export const PAGE_TITLES = {
  privacyPolicy: m.legal_privacy_title,
  terms: m.legal_terms_title,
  stateNotice: m.legal_state_notice_title,
  accessibility: m.legal_accessibility_title,
} as const;

/** "California, Delaware, … and Virginia" (or "… or Virginia"). */
export const stateNoticeStateList = (conjunction: 'and' | 'or') =>
  `${STATE_NOTICE_STATES.slice(0, -1).join(', ')} ${conjunction} ${STATE_NOTICE_STATES.at(-1)}`;
