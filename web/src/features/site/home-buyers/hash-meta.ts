/**
 * The real-estate page's head by hash: a section named in the address gives the page its own
 * title and canonical address, the addresses the redirect table sends to that section.
 */
import type { PageMeta } from '#web/lib/head.ts';

export const HOME_BUYERS_PATH = '/home-buyers-warranty';

export const HOME_BUYERS_META: Required<PageMeta> = {
  title: 'Home Warranty for Real Estate Professionals',
  description:
    'Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and ' +
    'Utah: quick orders, listing coverage, brochures and a local representative.',
  canonical: HOME_BUYERS_PATH,
};

export const HOME_BUYERS_HASH_META: Readonly<Record<string, Required<PageMeta>>> = {
  'home-warranty-plans': {
    title: 'Home Buyer Protection Plans',
    description:
      'Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and ' +
      'order one for your closing in minutes.',
    canonical: `${HOME_BUYERS_PATH}/protection-plans`,
  },
  reviews: {
    title: 'Residential Service Contract Reviews from Real Estate Professionals',
    description:
      'What agents, brokers and escrow officers say about ordering residential service contracts for their ' +
      'buyers and sellers.',
    canonical: `${HOME_BUYERS_PATH}/residential-service-contract`,
  },
  'your-local-representative': {
    title: 'Your Local Home Warranty Representative',
    description:
      'Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas ' +
      'and Utah, and reach yours by phone or e-mail.',
    canonical: `${HOME_BUYERS_PATH}/your-local-representative`,
  },
  benefits: {
    title: 'Real Estate Education Tools',
    description:
      'Guides and articles for real estate professionals and their clients: buying and selling a home, home ' +
      'warranty basics and home maintenance.',
    canonical: `${HOME_BUYERS_PATH}/real-estate-education-tools`,
  },
};

/** The head of the page for the address's hash (without '#'); any other hash is the page itself. */
export function homeBuyersMeta(hash: string): Required<PageMeta> {
  const key = hash.replace(/^#/, '');
  return Object.hasOwn(HOME_BUYERS_HASH_META, key)
    ? (HOME_BUYERS_HASH_META[key] ?? HOME_BUYERS_META)
    : HOME_BUYERS_META;
}
