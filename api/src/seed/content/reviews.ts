/** Reviews shown on the site, eleven for each of the four groups; the first ones of a group are shown first. */
import type { SeedReview } from './types.ts';

type Row = [name: string, location: string, rating: number, contents: string];

const customer: Row[] = [
  [
    'Maria G.',
    'Mesa, AZ',
    5,
    'Our AC quit on a Saturday in July with the house at 92 degrees. I filed the claim online that night, a technician called Sunday morning and we had cold air by Monday afternoon. Worth every penny.',
  ],
  [
    'Derek S.',
    'Round Rock, TX',
    5,
    'The water heater started leaking from the bottom of the tank. They replaced the whole unit, and the only thing I paid was the service fee. The plumber was on time and cleaned up after himself.',
  ],
  [
    'Priya N.',
    'Henderson, NV',
    4,
    'The refrigerator repair took longer than I hoped because the part was back-ordered, but I could see the status in my account the whole time and the technician kept me posted. Good experience overall.',
  ],
  [
    'Tom and Linda B.',
    'Boise, ID',
    5,
    'We have had our plan for four years. Furnace igniter, a dishwasher pump and a garage door opener, all handled without a fuss. Customer care is friendly every time we call.',
  ],
  [
    'Carlos R.',
    'El Paso, TX',
    5,
    'Called about a clogged main drain on a holiday weekend. Someone answered, took the details and the plumber was out first thing the next morning. Impressed.',
  ],
  [
    'Jenna W.',
    'Salem, OR',
    4,
    'Easy to order online and the price was clear. Our first claim was for a ceiling fan motor and it went smoothly. Only wish the scheduling window had been a bit narrower.',
  ],
  [
    'Ahmed K.',
    'Chandler, AZ',
    5,
    'Our compressor failed two weeks before our daughter was born. They approved the replacement quickly and the contractor worked late to finish it. I will not go without this coverage again.',
  ],
  [
    'Rebecca L.',
    'St. George, UT',
    5,
    'I was skeptical of home warranties after a bad experience with another company years ago. This one has been the opposite: clear answers, no runaround, repairs done right.',
  ],
  [
    'Samuel O.',
    'Reno, NV',
    3,
    'The dryer repair was covered and done well, but it took three calls to get the appointment scheduled. Once the technician showed up everything was fine.',
  ],
  [
    'Angela M.',
    'San Antonio, TX',
    5,
    'The oven stopped heating the day before Thanksgiving. They found a technician who came out that afternoon. Dinner was saved and so was my budget.',
  ],
  [
    'Kevin T.',
    'Eugene, OR',
    4,
    'Straightforward plan, reasonable price and the service fee is what they said it would be. The electrician who fixed our panel breaker was knowledgeable and explained everything.',
  ],
];

const homeowner: Row[] = [
  [
    'Gloria P.',
    'Tucson, AZ',
    5,
    'Being retired, a surprise repair bill is the last thing I need. In three years the plan has paid for a new water heater and two AC repairs. It gives me real peace of mind.',
  ],
  [
    'Brian H.',
    'Meridian, ID',
    5,
    'Our house is 25 years old and something always needs attention. Having one number to call, and knowing the technician is licensed and vetted, makes homeownership a lot less stressful.',
  ],
  [
    'Lupe V.',
    'Laredo, TX',
    5,
    'They replaced our washer when it could not be repaired, and the new one is better than the old one. The whole process took about a week.',
  ],
  [
    'Nathan C.',
    'Sandy, UT',
    4,
    'Good value. The furnace repair in January was quick. I knocked off a star because the first technician needed a second visit for a part, but the second visit did not cost me anything extra.',
  ],
  [
    'Stephanie R.',
    'Las Vegas, NV',
    5,
    'Desert summers are hard on air conditioners. Our plan includes a yearly tune-up, and the technician caught a failing capacitor before it left us without cooling.',
  ],
  [
    'Marcus J.',
    'Beaverton, OR',
    5,
    'The online repair request was easy. I answered a few questions, uploaded a photo of the model label and had a plumber scheduled the next day.',
  ],
  [
    'Hannah F.',
    'Gilbert, AZ',
    4,
    'Plan pricing is fair and clearly explained. The claims process works. I would love text updates in addition to the account page, but overall very satisfied.',
  ],
  [
    'Robert E.',
    'Twin Falls, ID',
    5,
    'My well pump add-on paid for itself the first year. The contractor they sent knew rural systems and had us back in water the same day.',
  ],
  [
    'Diane Y.',
    'Plano, TX',
    5,
    'Customer care is patient and kind. I am not handy at all and they walked me through checking the breaker before sending someone, which saved me a service fee.',
  ],
  [
    'Joe A.',
    'Ogden, UT',
    4,
    'The dishwasher repair was handled well. It is not free, you pay the service fee, but compared to what a repair company would have charged it is a bargain.',
  ],
  [
    'Christine D.',
    'Bend, OR',
    5,
    'We renewed for a third year without a second thought. Every claim has been handled professionally, and the people on the phone actually listen.',
  ],
];

const realEstate: Row[] = [
  [
    'Alicia M.',
    'Scottsdale, AZ',
    5,
    'I include a Canyon warranty with almost every listing. When a seller’s AC failed mid-escrow last summer, listing coverage had it repaired in two days and the closing stayed on schedule.',
  ],
  [
    'Greg T.',
    'Austin, TX',
    5,
    'My local rep is fantastic: quick answers, brochures when I need them and help with every order. My buyers appreciate having coverage from day one.',
  ],
  [
    'Sofia L.',
    'Summerlin, NV',
    5,
    'Ordering for a closing takes me five minutes online. The confirmation goes straight to escrow and the buyers get their welcome information without me chasing anything.',
  ],
  [
    'Jason W.',
    'Idaho Falls, ID',
    4,
    'A solid product for my buyers. One client had a claim handled a little slower than I would have liked in a rural area, but the company kept everyone informed.',
  ],
  [
    'Renee K.',
    'Lake Oswego, OR',
    5,
    'When the inspection turns up older equipment, offering a home warranty settles the buyer’s concerns without reopening the price. It has saved more than one of my deals.',
  ],
  [
    'Daniel P.',
    'Provo, UT',
    5,
    'As an escrow officer I appreciate how clean their invoices are. Payment at closing is simple and their team answers the phone when I have a question.',
  ],
  [
    'Monica S.',
    'Fort Worth, TX',
    5,
    'A buyer of mine called me in a panic when her water heater failed the first week. I told her to call Canyon, and it was replaced within two days. She sent me a thank-you card.',
  ],
  [
    'Ethan B.',
    'Flagstaff, AZ',
    4,
    'The plans are easy to explain to clients and the comparison chart helps. I would like a few more add-on options for older mountain homes.',
  ],
  [
    'Yolanda G.',
    'McAllen, TX',
    5,
    'Bilingual brochures make a big difference with my clients. I can send the Spanish version and they understand exactly what is covered.',
  ],
  [
    'Chris N.',
    'Sparks, NV',
    5,
    'Reliable, responsive and easy to work with. My rep stops by the office with training on new plans every quarter.',
  ],
  [
    'Heather O.',
    'Salt Lake City, UT',
    5,
    'I have used several warranty companies over the years. Canyon is the one my past clients thank me for.',
  ],
];

const contractor: Row[] = [
  [
    'Luis A.',
    'Phoenix, AZ',
    5,
    'We have been in the network for six years. Dispatches are steady through the whole year, and payment arrives on time when the closing information is complete.',
  ],
  [
    'Dale M.',
    'Nampa, ID',
    5,
    'The contractor app works in the attic with no signal. I enter parts and notes where I am and it syncs when I get back to the truck.',
  ],
  [
    'Karen W.',
    'Houston, TX',
    4,
    'Good partner for our plumbing company. Authorization on larger jobs usually comes quickly; now and then it takes longer on a Friday afternoon.',
  ],
  [
    'Victor R.',
    'North Las Vegas, NV',
    5,
    'Fair labor rates and clear rules about what is covered. Their contractor relations team actually calls back.',
  ],
  [
    'Shawn P.',
    'Medford, OR',
    5,
    'Warranty calls filled our slow months and many of those customers now call us directly for other work. It has been good for the business.',
  ],
  [
    'Irene C.',
    'West Jordan, UT',
    4,
    'Straightforward dispatch tickets with the problem described well enough that we usually bring the right parts on the first trip.',
  ],
  [
    'Ben G.',
    'Lubbock, TX',
    5,
    'Major parts supplied, labor paid, and customers who are glad to see us. I would recommend joining to any appliance repair shop.',
  ],
  [
    'Tanya H.',
    'Yuma, AZ',
    5,
    'The service agreement is clear and they stick to it. Pre-authorized amounts are realistic for the work in our market.',
  ],
  [
    'Oscar F.',
    'Pocatello, ID',
    4,
    'Good volume for a small electrical contractor. Photos and notes on every ticket are required, which took getting used to, but it means fewer disputes.',
  ],
  [
    'Megan L.',
    'Carson City, NV',
    5,
    'The scorecards help us see how our technicians are doing on customer surveys. We use them in our own training.',
  ],
  [
    'Rick D.',
    'Corpus Christi, TX',
    5,
    'Fifteen years in HVAC and this is the best warranty company we work with. Professional from the first call to the last invoice.',
  ],
];

const rows = (group: SeedReview['group'], list: Row[]): SeedReview[] =>
  list.map(([name, location, rating, contents]) => ({ group, name, location, rating, contents }));

export const seedReviews: SeedReview[] = [
  ...rows('customer', customer),
  ...rows('homeowner', homeowner),
  ...rows('realEstate', realEstate),
  ...rows('contractor', contractor),
];
