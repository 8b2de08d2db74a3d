/**
 * The redirect table: aliases within the site and legacy addresses.
 * Matching is case-insensitive (the legacy site's addresses were) and ignores a trailing slash.
 */
import { FORUM_CATEGORY_SLUGS } from './resources.ts';

export const EMPLOYMENT_URL = 'https://jobs.example.com/canyon-home-warranty';
export const CONTRACTOR_FILE_HOST = 'https://files.contractors.example.com';

/** Exact addresses (lower case) and where they go. */
export const REDIRECT_TABLE: Readonly<Record<string, string>> = {
  // New aliases
  '/home-warranty-reviews': '/#reviews',
  '/home-warranty-plans': '/homeowner-warranty#home-warranty-plans',
  '/homeowner-warranty/why-landmark': '/homeowner-warranty#whylandmark',
  '/homeowner-warranty/reviews': '/homeowner-warranty#reviews',
  '/home-buyers-warranty/protection-plans': '/home-buyers-warranty#home-warranty-plans',
  '/home-buyers-warranty/residential-service-contract': '/home-buyers-warranty#reviews',
  '/home-buyers-warranty/your-local-representative': '/home-buyers-warranty#your-local-representative',
  '/home-buyers-warranty/real-estate-education-tools': '/home-buyers-warranty#benefits',
  '/order/homebuyer/renew': '/account',
  '/order/homeowner': '/order/consumer',
  '/order/3': '/order/consumer',
  '/order/homebuyer': '/order/realEstate',
  '/order/2': '/order/realEstate',
  // Legacy sign-in and account pages
  '/frmnewaccount': '/account',
  '/loginpage': '/login',
  '/accountrecovery': '/login',
  '/contractordashboard': '/account',
  '/frmclaim': '/claim',
  '/claims': '/claim',
  '/register': '/account',
  '/register-login': '/account',
  '/renew-your-warranty': '/account',
  '/renew-your-home-warranty': '/account',
  '/renew': '/account',
  // Legacy ordering
  '/neworderform': '/order',
  '/osrcontentgroup': '/order',
  '/place-an-order': '/order',
  '/placeorder': '/order',
  '/place-order': '/order',
  '/orderpathspecial': '/order',
  '/orderpathdecisions': '/order',
  // Plans and coverage
  '/compare-plans': '/home-warranty-plans',
  '/plan-comparison': '/home-warranty-plans',
  '/plans': '/home-warranty-plans',
  '/coverage-details': '/home-warranty-plans',
  '/home-warranty-coverage': '/home-warranty-plans',
  // Contractors
  '/contractor-application': '/contractors/apply',
  '/contractors/application': '/contractors/apply',
  '/become-a-contractor': '/contractors/apply',
  '/contractor-signup': '/contractors/apply',
  // Legal, contact, about
  '/privacypolicy': '/terms-of-use',
  '/contact': '/contact-us',
  '/contactus': '/contact-us',
  '/about': '/about-us',
  '/aboutus': '/about-us',
  '/about-us/why-choose-us': '/homeowner-warranty/why-landmark',
  '/errorpage': '/page-not-found',
  // Brochures and reviews
  '/brochure': '/home-buyers-warranty#brochure',
  '/brochures': '/home-buyers-warranty#brochure',
  '/sample-contract': '/home-buyers-warranty#brochure',
  '/reviews': '/homeowner-warranty/reviews',
  '/testimonials': '/homeowner-warranty/reviews',
  '/why-choose-us': '/homeowner-warranty/why-landmark',
  '/why-landmark': '/homeowner-warranty/why-landmark',
  '/real-estate-testimonials': '/home-buyers-warranty/residential-service-contract',
  // Representatives' own pages on the old site, by first name
  '/vanessa': '/home-buyers-warranty/your-local-representative',
  '/kyle': '/home-buyers-warranty/your-local-representative',
  '/denise': '/home-buyers-warranty/your-local-representative',
  '/caleb': '/home-buyers-warranty/your-local-representative',
  '/rachel': '/home-buyers-warranty/your-local-representative',
  '/andre': '/home-buyers-warranty/your-local-representative',
  '/melissa': '/home-buyers-warranty/your-local-representative',
  '/owen': '/home-buyers-warranty/your-local-representative',
  '/lena': '/home-buyers-warranty/your-local-representative',
  '/marisol': '/home-buyers-warranty/your-local-representative',
  '/trent': '/home-buyers-warranty/your-local-representative',
  '/grace': '/home-buyers-warranty/your-local-representative',
  '/spencer': '/home-buyers-warranty/your-local-representative',
  '/jasmine': '/home-buyers-warranty/your-local-representative',
  '/my-rep': '/home-buyers-warranty/your-local-representative',
  '/myrep': '/home-buyers-warranty/your-local-representative',
  // Old blog and site pages
  '/blog': '/resources',
  '/infographics': '/resources',
  '/default': '/',
  '/home': '/',
  '/index': '/',
  '/search': '/',
};

/** Old category addresses land on the category's page; lifestyle-decor and unknown categories on /resources. */
const REDIRECTED_CATEGORIES: readonly string[] = FORUM_CATEGORY_SLUGS.filter((slug) => slug !== 'lifestyle-decor');
const categoryTarget = (rest: string) => {
  const slug = rest.split('/')[0]?.toLowerCase() ?? '';
  return REDIRECTED_CATEGORIES.includes(slug) ? `/resources/${slug}` : '/resources';
};

const prefixRules: Array<{ prefix: string; to: (rest: string) => string }> = [
  { prefix: '/category/', to: categoryTarget },
  { prefix: '/blog/category/', to: categoryTarget },
  { prefix: '/blog/tag/', to: () => '/resources' },
  { prefix: '/blog/author/', to: () => '/resources' },
  { prefix: '/tag/', to: () => '/resources' },
  { prefix: '/author/', to: () => '/resources' },
];

const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;

/**
 * Where a path should go instead, or null when it is not in the table.
 * `search` is the query string (used by the file-download route).
 */
export function resolveRedirect(pathname: string, search = ''): string | null {
  const target = tableTarget(pathname, search);
  return target === null || isAllowedTarget(target) ? target : NOT_FOUND_PATH;
}

export const NOT_FOUND_PATH = '/page-not-found';

/**
 * A redirect goes to a path of this site or to one of the two outside addresses the table names. A
 * target starting with `//` or holding a backslash would leave the site in a browser (an open redirect).
 */
function isAllowedTarget(target: string): boolean {
  if (target === EMPLOYMENT_URL || target.startsWith(`${CONTRACTOR_FILE_HOST}/`)) return true;
  return isSitePath(target) && isSitePath(decoded(target));
}

const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}

function tableTarget(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = path.toLowerCase();
  if (key === '/employment') return EMPLOYMENT_URL;
  if (key === '/download' || key === '/file-download') {
    const file = queryParameter(search, 'file');
    return file ? `${CONTRACTOR_FILE_HOST}/${encodeURIComponent(file)}` : NOT_FOUND_PATH;
  }
  if (FILE_EXTENSION.test(path)) return path.replace(FILE_EXTENSION, '') || '/';
  const target = REDIRECT_TABLE[key];
  if (target) return target;
  for (const rule of prefixRules) {
    if (key.startsWith(rule.prefix) && key.length > rule.prefix.length) {
      return rule.to(path.slice(rule.prefix.length));
    }
  }
  return null;
}

function queryParameter(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' ')) || null;
    } catch {
      // A malformed percent-escape names no file.
      return null;
    }
  }
  return null;
}
