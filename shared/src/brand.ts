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
