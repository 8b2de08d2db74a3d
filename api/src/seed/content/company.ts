/** Sales representatives of the six market states, awards and executives. Every name and issuer is fictional. */
import type { SeedAward, SeedExecutive, SeedSalesRep } from './types.ts';

type RepRow = [salesRepId: number, firstName: string, lastName: string, titleTag: string, territory: string];

/** Per state: the area code of the reps' phones and the reps. 555-01xx numbers are reserved for fiction. */
const repsByState: Record<string, { areaCode: string; reps: RepRow[] }> = {
  AZ: {
    areaCode: '602',
    reps: [
      [201, 'Vanessa', 'Ortiz', 'Regional Sales Manager', 'Phoenix Metro and Northern Arizona'],
      [202, 'Kyle', 'Brennan', 'Account Executive', 'East Valley: Mesa, Chandler, Gilbert'],
      [203, 'Denise', 'Yazzie', 'Account Executive', 'Tucson and Southern Arizona'],
    ],
  },
  ID: {
    areaCode: '208',
    reps: [
      [204, 'Caleb', 'Lindqvist', 'Account Executive', 'Boise, Meridian and Nampa'],
      [205, 'Rachel', 'Moreno', 'Account Executive', 'Eastern Idaho: Idaho Falls and Pocatello'],
    ],
  },
  NV: {
    areaCode: '702',
    reps: [
      [206, 'Andre', 'Washington', 'Senior Account Executive', 'Las Vegas and Henderson'],
      [207, 'Melissa', 'Tran', 'Account Executive', 'Reno, Sparks and Carson City'],
    ],
  },
  OR: {
    areaCode: '503',
    reps: [
      [208, 'Owen', 'Gallagher', 'Account Executive', 'Portland Metro'],
      [209, 'Lena', 'Fischer', 'Account Executive', 'Willamette Valley and Central Oregon'],
    ],
  },
  TX: {
    areaCode: '512',
    reps: [
      [210, 'Marisol', 'Vega', 'Regional Sales Manager', 'Austin and Central Texas'],
      [211, 'Trent', 'Holloway', 'Senior Account Executive', 'Dallas-Fort Worth'],
      [212, 'Grace', 'Adeyemi', 'Account Executive', 'San Antonio and South Texas'],
    ],
  },
  UT: {
    areaCode: '801',
    reps: [
      [213, 'Spencer', 'Call', 'Account Executive', 'Salt Lake and Davis Counties'],
      [214, 'Jasmine', 'Ruiz', 'Account Executive', 'Utah County and Southern Utah'],
    ],
  },
};

export const seedSalesReps: SeedSalesRep[] = Object.entries(repsByState).flatMap(([stateCode, { areaCode, reps }]) =>
  reps.map(([salesRepId, firstName, lastName, titleTag, territory]) => ({
    salesRepId,
    firstName,
    lastName,
    titleTag,
    territory,
    cellPhone: `${areaCode}-555-01${String(salesRepId).slice(-2)}`,
    stateCode,
  })),
);

/** Newest first; the about page shows the first four. */
export const seedAwards: SeedAward[] = [
  { id: 10, title: 'Consumer Trust Award', year: 2025, issuer: 'Desert States Consumer Council' },
  { id: 9, title: 'Excellence in Contractor Relations', year: 2024, issuer: 'Mountain West Home Services Alliance' },
  { id: 11, title: 'Best Places to Work', year: 2024, issuer: 'Intermountain Employer Review' },
  { id: 6, title: 'Top Workplaces in Central Texas', year: 2023, issuer: 'Hill Country Business Review' },
  { id: 12, title: 'Community Partner of the Year', year: 2023, issuer: 'Rio Grande Home Builders Volunteer Fund' },
  { id: 7, title: 'Customer Care Team of the Year', year: 2022, issuer: 'Western Customer Care Association' },
  { id: 8, title: 'Affiliate Partner of the Year', year: 2021, issuer: 'Valley Real Estate Professionals Council' },
  { id: 1, title: 'Best Home Warranty Company in the Region', year: 2020, issuer: 'Southwest Home Living Guide' },
  { id: 2, title: 'Best Home Warranty Company in the Region', year: 2019, issuer: 'Southwest Home Living Guide' },
  { id: 3, title: 'Best Home Warranty Company in the Region', year: 2016, issuer: 'Southwest Home Living Guide' },
  { id: 4, title: 'Best Home Warranty Company in the Region', year: 2015, issuer: 'Southwest Home Living Guide' },
  { id: 5, title: 'Best Home Warranty Company in the Region', year: 2014, issuer: 'Southwest Home Living Guide' },
];

export const seedExecutives: SeedExecutive[] = [
  {
    id: 1,
    name: 'Laura Whitfield',
    title: 'Chief Executive Officer',
    bio:
      'Laura joined Canyon Home Warranty in 2009 as vice president of operations and has led the company since 2016. ' +
      'Under her leadership it grew from two states to six and from 20,000 to more than 70,000 protected homes. She ' +
      'began her career in claims management for a regional property insurer and holds an MBA from a Texas public ' +
      'university. Laura serves on the board of a statewide housing nonprofit.',
  },
  {
    id: 2,
    name: 'Marcus Delgado',
    title: 'President',
    bio:
      'Marcus oversees sales, marketing and the real estate channel. He spent fifteen years in residential real ' +
      'estate, first as an agent and later as managing broker of a large Phoenix office, before joining the company ' +
      'in 2012. He built the local sales representative program that now serves agents in every market state.',
  },
  {
    id: 3,
    name: 'Janet Okafor',
    title: 'Chief Financial Officer',
    bio:
      'Janet is responsible for finance, reserves and regulatory reporting in each state where the company sells ' +
      'service contracts. A certified public accountant, she previously led financial planning for a multi-state ' +
      'home services group. She joined Canyon Home Warranty in 2018.',
  },
  {
    id: 4,
    name: 'Ryan Castellano',
    title: 'Chief Operating Officer',
    bio:
      'Ryan leads customer care, claims, dispatch and technology. He started at the company on the customer care ' +
      'phones in 2007, and he still spends a day each quarter taking calls. He championed the online repair request ' +
      'and the offline-capable contractor app.',
  },
  {
    id: 5,
    name: 'Priya Raman',
    title: 'Vice President, Claims and Customer Care',
    bio:
      'Priya manages the teams that answer customer calls and authorize repairs. Her focus is getting a contractor ' +
      'assigned within 24 hours of every claim and explaining coverage decisions in plain words. Before joining in ' +
      '2015, she ran service operations for an appliance retailer in Utah.',
  },
  {
    id: 6,
    name: 'Tom Halvorsen',
    title: 'Vice President, Contractor Relations',
    bio:
      'Tom recruits, trains and supports the network of licensed local contractors who perform every repair. A ' +
      'former HVAC contractor who ran his own company in Boise for eighteen years, he knows warranty work from the ' +
      'technician’s side and built the contractor scorecard program.',
  },
];
