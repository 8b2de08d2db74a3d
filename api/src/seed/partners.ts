import type { PartnerRole } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import { partnerSearchText } from '../partners/index.ts';

interface DemoPartner {
  partnerId: string;
  role: PartnerRole;
  name: string;
  company: string;
  email: string;
  phone: string;
  city: string;
  stateCode: string;
  /** The firm a person works for (a title company's escrow officer). */
  parentPartnerId: string | null;
  isActive: boolean;
}

/** City, state code and telephone area code. */
type Place = [city: string, stateCode: string, areaCode: string];

const domainOf = (company: string) => `${company.toLowerCase().replace(/[^a-z]/g, '')}.example`;
/** 555-01xx numbers are reserved for fiction; the last two digits follow the id. */
const phoneFor = (partnerId: string, areaCode: string) => `${areaCode}-555-01${partnerId.slice(-2)}`;

/** An agent, assistant, loan officer or escrow officer of a company. */
function person(
  partnerId: string,
  role: PartnerRole,
  name: string,
  company: string,
  [city, stateCode, areaCode]: Place,
  parentPartnerId: string | null = null,
): DemoPartner {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@${domainOf(company)}`;
  const phone = phoneFor(partnerId, areaCode);
  return { partnerId, role, name, company, email, phone, city, stateCode, parentPartnerId, isActive: true };
}

/** A title company (a firm): named as its own company, reached at its orders address. */
function firm(partnerId: string, name: string, place: Place): DemoPartner {
  return { ...person(partnerId, 'titleCompany', name, name, place), email: `orders@${domainOf(name)}` };
}

const phoenix: Place = ['Phoenix', 'AZ', '602'];
const austin: Place = ['Austin', 'TX', '512'];
const saltLake: Place = ['Salt Lake City', 'UT', '801'];
const portland: Place = ['Portland', 'OR', '503'];
const boise: Place = ['Boise', 'ID', '208'];

/** Fictional firms and people in the six market states. */
export const demoPartners: DemoPartner[] = [
  firm('p-0001', 'Saguaro Title & Escrow', phoenix),
  person('p-0002', 'buyerAgent', 'Alex Rivera', 'Desert Sun Realty', phoenix),
  person('p-0003', 'sellerAgent', 'Brooke Castellanos', 'Desert Sun Realty', ['Scottsdale', 'AZ', '480']),
  person('p-0004', 'assistant', 'Jordan Ellis', 'Desert Sun Realty', phoenix),
  person('p-0005', 'loanOfficer', 'Marcus Webb', 'Copper State Home Loans', ['Tempe', 'AZ', '480']),
  person('p-0006', 'titleCompany', 'Nina Patel', 'Saguaro Title & Escrow', ['Tucson', 'AZ', '520'], 'p-0001'),

  firm('p-0007', 'Lone Star Title', austin),
  person('p-0008', 'titleCompany', 'Maria Gonzales', 'Lone Star Title', austin, 'p-0007'),
  person('p-0009', 'buyerAgent', 'Tyler Brooks', 'Hill Country Homes', austin),
  person('p-0010', 'sellerAgent', 'Priya Raman', 'Bayou City Realty Group', ['Houston', 'TX', '713']),
  person('p-0011', 'loanOfficer', 'Derek Okafor', 'Pecan Street Mortgage', ['San Antonio', 'TX', '210']),
  person('p-0012', 'assistant', 'Kayla Nguyen', 'Hill Country Homes', austin),
  // Left the brokerage: kept for old orders, never offered again.
  { ...person('p-0013', 'buyerAgent', 'Victor Dunn', 'Hill Country Homes', austin), isActive: false },

  firm('p-0014', 'Wasatch Title Company', saltLake),
  person('p-0015', 'buyerAgent', 'Spencer Hale', 'Beehive Realty', ['Provo', 'UT', '801']),
  person('p-0016', 'sellerAgent', 'Emily Jensen', 'Beehive Realty', saltLake),
  person('p-0017', 'loanOfficer', 'Rachel Kimball', 'Great Basin Lending', ['Ogden', 'UT', '385']),
  person('p-0018', 'titleCompany', 'Tanner Lowry', 'Wasatch Title Company', saltLake, 'p-0014'),

  firm('p-0019', 'Silver State Escrow', ['Las Vegas', 'NV', '702']),
  person('p-0020', 'buyerAgent', 'Dominic Russo', 'Neon Valley Realty', ['Las Vegas', 'NV', '702']),
  person('p-0021', 'sellerAgent', 'Angela Ferris', 'Sierra Crest Properties', ['Reno', 'NV', '775']),

  firm('p-0022', 'Cascade Title & Escrow', portland),
  person('p-0023', 'buyerAgent', 'Hannah Lindqvist', 'Willamette Home Group', portland),
  person('p-0024', 'sellerAgent', 'Owen Castillo', 'Rose City Realty', portland),
  person('p-0025', 'loanOfficer', 'Grace Whitaker', 'Columbia River Mortgage', ['Bend', 'OR', '541']),

  firm('p-0026', 'Snake River Title', boise),
  person('p-0027', 'buyerAgent', 'Caleb Morgan', 'Treasure Valley Realty', ['Meridian', 'ID', '208']),
  person('p-0028', 'sellerAgent', 'Lauren Peck', 'Treasure Valley Realty', boise),
];

/** Demo real-estate partners (agents, title companies, loan officers) for the order form's partner search. */
export async function seedPartners(tx: Tx, t: Tables): Promise<void> {
  await tx
    .insert(t.partners)
    .values(demoPartners.map((partner) => ({ ...partner, searchText: partnerSearchText(partner) })))
    .onConflictDoNothing();
}
