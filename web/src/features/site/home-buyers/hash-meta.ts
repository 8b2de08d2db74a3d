/**
 * The real-estate page's head by hash: a section named in the address gives the page its own
 * title and canonical address, the addresses the redirect table sends to that section.
 */
import { m } from '@hw/shared/i18n';
import type { PageMeta } from '#web/lib/head.ts';

export const HOME_BUYERS_PATH = '/home-buyers-warranty';

/** A head whose title and description are read when shown, in the page's language. */
const meta = (title: () => string, description: () => string, canonical: string): Required<PageMeta> => ({
  get title() {
    return title();
  },
  get description() {
    return description();
  },
  canonical,
});

export const HOME_BUYERS_META: Required<PageMeta> = meta(
  m.home_buyers_heading,
  m.home_buyers_meta_description,
  HOME_BUYERS_PATH,
);

export const HOME_BUYERS_HASH_META: Readonly<Record<string, Required<PageMeta>>> = {
  'home-warranty-plans': meta(
    m.home_buyers_meta_plans_title,
    m.home_buyers_meta_plans_description,
    `${HOME_BUYERS_PATH}/protection-plans`,
  ),
  reviews: meta(
    m.home_buyers_meta_reviews_title,
    m.home_buyers_meta_reviews_description,
    `${HOME_BUYERS_PATH}/residential-service-contract`,
  ),
  'your-local-representative': meta(
    m.home_buyers_meta_reps_title,
    m.home_buyers_meta_reps_description,
    `${HOME_BUYERS_PATH}/your-local-representative`,
  ),
  benefits: meta(
    m.home_buyers_meta_benefits_title,
    m.home_buyers_meta_benefits_description,
    `${HOME_BUYERS_PATH}/real-estate-education-tools`,
  ),
};

/** The head of the page for the address's hash (without '#'); any other hash is the page itself. */
export function homeBuyersMeta(hash: string): Required<PageMeta> {
  const key = hash.replace(/^#/, '');
  return Object.hasOwn(HOME_BUYERS_HASH_META, key)
    ? (HOME_BUYERS_HASH_META[key] ?? HOME_BUYERS_META)
    : HOME_BUYERS_META;
}
