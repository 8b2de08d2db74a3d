/** The thirteen resources categories, with their fixed ids and slugs, in the order the site lists them. */
import type { SeedCategory } from './types.ts';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'buying-selling-house',
    displayName: 'Buying & Selling a House',
    categoryText:
      'Inspections, negotiations, closing day and the first weeks in a new home: practical guidance for buyers and ' +
      'sellers, and how a home warranty fits into the sale.',
    metaTitle: 'Buying & Selling a House | Home Warranty Resources',
    metaDescription:
      'Tips for home buyers and sellers: inspections, repair requests, closing and how a home warranty protects both sides.',
  },
  {
    slug: 'hvac',
    displayName: 'HVAC',
    categoryText:
      'Heating and cooling keep a home livable through desert summers and mountain winters. Learn how to care for ' +
      'your air conditioner, furnace and heat pump, and when to call a technician.',
    metaTitle: 'HVAC Maintenance and Repair Tips | Home Warranty Resources',
    metaDescription:
      'Air filters, AC tune-ups, furnace safety and heat pumps explained: keep your heating and cooling running all year.',
  },
  {
    slug: 'plumbing',
    displayName: 'Plumbing',
    categoryText:
      'Water heaters, drains, toilets and pipes: how to keep water flowing where it should, prevent costly leaks and ' +
      'handle the small fixes yourself.',
    metaTitle: 'Plumbing Tips for Homeowners | Home Warranty Resources',
    metaDescription:
      'Flush a water heater, fix a running toilet, prevent frozen pipes and deal with hard water: plumbing know-how for homeowners.',
  },
  {
    slug: 'appliance-warranty',
    displayName: 'Appliance Warranty',
    categoryText:
      'Refrigerators, dishwashers, washers, dryers and ranges work hard every day. Get more years out of them and ' +
      'learn what appliance coverage does when one breaks down.',
    metaTitle: 'Appliance Care and Appliance Warranty | Home Warranty Resources',
    metaDescription:
      'Make appliances last longer, troubleshoot common problems and understand appliance coverage under a home warranty.',
  },
  {
    slug: 'home-repairs-maintenance',
    displayName: 'Home Repairs & Maintenance',
    categoryText:
      'A little attention each season prevents most big repairs. Checklists and how-tos for the roof, gutters, ' +
      'doors, windows and everything in between.',
    metaTitle: 'Home Repairs & Maintenance Checklists | Home Warranty Resources',
    metaDescription:
      'Seasonal home maintenance checklists and step-by-step repairs that help you avoid expensive breakdowns.',
  },
  {
    slug: 'electrical',
    displayName: 'Electrical',
    categoryText:
      'Outlets, breakers, panels and wiring: what every homeowner should know to stay safe, and the warning signs ' +
      'that mean it is time for a licensed electrician.',
    metaTitle: 'Home Electrical Safety and Repair | Home Warranty Resources',
    metaDescription:
      'GFCI outlets, tripping breakers and wiring warning signs: home electrical basics for safe, reliable power.',
  },
  {
    slug: 'real-estate-tips',
    displayName: 'Real Estate Tips',
    categoryText:
      'For agents, escrow officers and the clients they serve: ways to make a transaction smoother and to use a ' +
      'home warranty as a tool from listing to closing.',
    metaTitle: 'Real Estate Tips for Agents | Home Warranty Resources',
    metaDescription:
      'Listing coverage, negotiation and walk-through tips for real estate professionals and their clients.',
  },
  {
    slug: 'pest-control',
    displayName: 'Pest Control',
    categoryText:
      'Scorpions, ants, roaches and rodents: how to keep common pests out of your home, and what to do when they ' +
      'get in anyway.',
    metaTitle: 'Pest Control Tips for Homeowners | Home Warranty Resources',
    metaDescription:
      'Prevent and handle scorpions, ants and rodents with practical pest control steps for western homes.',
  },
  {
    slug: 'home-warranty-education',
    displayName: 'Home Warranty Education',
    categoryText:
      'What a home warranty covers, how it differs from insurance, how claims work and how to choose a plan: ' +
      'straight answers to the questions we hear most.',
    metaTitle: 'Home Warranty Education: How Home Warranties Work | Home Warranty Resources',
    metaDescription:
      'Learn what a home warranty covers, how claims and service fees work, and how it differs from homeowners insurance.',
  },
  {
    slug: 'landmark-home-warranty-news',
    displayName: 'Canyon Home Warranty News',
    categoryText:
      'Company announcements, new services and milestones from Canyon Home Warranty and the people who make it run.',
    metaTitle: 'Company News | Canyon Home Warranty',
    metaDescription:
      'News and announcements from Canyon Home Warranty: new services, new states and company milestones.',
  },
  {
    slug: 'property-management',
    displayName: 'Property Management',
    categoryText:
      'Rental owners and property managers juggle tenants, turnovers and repair calls. Ideas for keeping units in ' +
      'good repair and tenants happy.',
    metaTitle: 'Property Management Tips | Home Warranty Resources',
    metaDescription:
      'Repair requests, move-out inspections and home warranties for rentals: practical advice for landlords and property managers.',
  },
  {
    slug: 'contractors',
    displayName: 'Contractors',
    categoryText:
      'For the technicians and companies in our service network, and those thinking of joining it: how warranty work ' +
      'runs, and how to make it work well for your business.',
    metaTitle: 'Resources for Home Service Contractors | Home Warranty Resources',
    metaDescription:
      'What to expect from warranty work, how dispatches run and how to document repairs: guidance for contractors.',
  },
  {
    slug: 'lifestyle-decor',
    displayName: 'Lifestyle & Decor',
    categoryText: 'Ideas for making your home and yard more comfortable, more beautiful and easier to live in.',
    metaTitle: 'Lifestyle & Decor Ideas | Home Warranty Resources',
    metaDescription: 'Yard, patio and decorating ideas suited to the climates of the West.',
  },
];
