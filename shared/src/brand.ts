/** Brand defaults. The server and the web app read overrides from configuration (BRAND_* variables). */
export interface Brand {
  name: string;
  shortName: string;
  phone: string;
  customerCareEmail: string;
  mediaEmail: string;
  contractorApplicationsEmail: string;
  /** Where the nightly check of the books reports what it finds. */
  financeEmail: string;
  mailingCity: string;
  mailingZip: string;
}

export const defaultBrand: Brand = {
  name: 'Canyon Home Warranty',
  shortName: 'Canyon',
  phone: '866-555-0142',
  customerCareEmail: 'care@canyonhomewarranty.example',
  mediaEmail: 'media@canyonhomewarranty.example',
  contractorApplicationsEmail: 'contractors@canyonhomewarranty.example',
  financeEmail: 'finance@canyonhomewarranty.example',
  mailingCity: 'Austin, TX',
  mailingZip: '78701',
};

/** Where an order the site does not take itself (a state outside our market) is sent: the partner's order page. */
export const PARTNER_WARRANTY_URL = 'https://partner-warranty.example/order';

/**
 * The brand's colours, as the site paints them (web/src/styles.css `--brand`, `--accent`, ...) and its mark
 * (web/public/icons/icon.svg) draws them; the server's mail uses them too.
 */
export const brandColours = {
  brand: '#0b4f6c',
  brandDark: '#083a50',
  accent: '#c2410c',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  surface: '#ffffff',
  surfaceAlt: '#f3f7fa',
} as const;

/** The brand's mark as a PNG, under the site's public address (mail clients show no SVG). */
export const BRAND_MARK_PNG_PATH = '/icons/icon-192.png';
