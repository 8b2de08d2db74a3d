/** Articles: buying and selling a house, and real estate tips. */
import type { SeedArticle } from './types.ts';

export const realEstateArticles: SeedArticle[] = [
  {
    id: 134,
    category: 'buying-selling-house',
    title: "What a Home Inspection Does and Doesn't Tell You",
    description:
      'An inspection is one of the most valuable steps in buying a home, but it has limits. What inspectors check, ' +
      'what they cannot see, and how to use the report.',
    image: 'clipboard',
    published: '2026-02-24',
    content: `<p>A home inspection is a visual, non-invasive look at the condition of a house on a single day. A good inspector spends two to four hours going through the home and delivers a report, often with photos, that helps you decide whether to go ahead, negotiate repairs or walk away.</p>
<h2>What an inspection covers</h2>
<ul>
<li>The roof, gutters and visible structure, including signs of foundation movement</li>
<li>Heating and cooling equipment: does it run, and does it heat and cool</li>
<li>Plumbing: supply and drain lines that can be seen, fixtures, the water heater</li>
<li>Electrical: the panel, a sample of outlets and switches, GFCI protection</li>
<li>Built-in appliances, windows, doors, attic insulation and ventilation</li>
</ul>
<h2>What it cannot tell you</h2>
<p>Inspectors do not open walls, move furniture or pull up flooring. They cannot see inside the sewer line without a camera, and they usually do not test every outlet or take apart the furnace. Most importantly, an inspection tells you how things work today, not how long they will last. A ten-year-old air conditioner that cools perfectly during the inspection can fail the following summer.</p>
<h2>Specialized inspections to consider</h2>
<ul>
<li><strong>Sewer scope:</strong> a camera through the main line, worth it for homes more than 25 or 30 years old or with large trees.</li>
<li><strong>Pest or termite inspection</strong>, often required by lenders in some states.</li>
<li><strong>Roof inspection</strong> by a roofer if the inspector notes concerns.</li>
<li><strong>HVAC evaluation</strong> for older systems.</li>
</ul>
<h2>Using the report</h2>
<p>Separate safety issues and major defects from routine maintenance items. Ask the seller to repair or credit the big items, and budget for the rest. For the systems and appliances that work now but are getting older, a home warranty fills the gap the inspection leaves: it covers failures that happen after you move in.</p>`,
  },
  {
    id: 135,
    category: 'buying-selling-house',
    title: 'Why Sellers Offer a Home Warranty',
    description:
      'A home warranty in the listing can help a home sell, protect the seller during the sale and reassure buyers. ' +
      'Here is how it works for each side.',
    image: 'sign',
    published: '2025-06-17',
    content: `<p>When a seller includes a home warranty with a sale, the buyer gets a year of coverage on the home's systems and appliances. It is a small cost at closing that can pay off in several ways.</p>
<h2>It makes the listing stand out</h2>
<p>Buyers, especially first-time buyers stretching to afford a home, worry about what happens if the air conditioner fails a month after move-in. A warranty in the listing answers that worry before it is asked, and it can tip a decision between two similar homes.</p>
<h2>It protects the seller during the listing</h2>
<p>With listing coverage, the seller's covered systems and appliances are protected while the home is on the market. If the water heater fails in the middle of escrow, it can be repaired for a service call fee instead of becoming a last-minute negotiation or a delay. Listing coverage is paid at closing, and at closing it becomes the buyer's coverage.</p>
<h2>It reduces post-sale disputes</h2>
<p>When something breaks shortly after closing, a buyer without coverage may look to the seller or the agents. With a warranty in place, the buyer requests service and the repair is handled, which keeps everyone out of an argument about what was known before the sale.</p>
<h2>It helps in negotiation</h2>
<p>If an inspection shows older but working equipment, offering a warranty can settle the buyer's concern without a price reduction or a repair that would delay closing. It is often less expensive than either.</p>
<h2>What buyers should know</h2>
<p>A seller-paid warranty is a real-estate plan that starts at closing, with no waiting period. Buyers can usually upgrade the plan or add options such as pool equipment at their own cost, and can renew it themselves at the end of the first year.</p>`,
  },
  {
    id: 136,
    category: 'buying-selling-house',
    title: 'The First-Week Checklist for New Homeowners',
    description:
      'You have the keys. Before the boxes are unpacked, spend an hour on these tasks: they protect your home, your ' +
      'safety and your budget.',
    image: 'key',
    published: '2026-07-14',
    content: `<p>The first week in a new home is a blur of boxes and errands. A few tasks are worth doing before everything else, while the home is still empty enough to reach things.</p>
<h2>Safety first</h2>
<ul>
<li><strong>Change the locks</strong>, or have them rekeyed. You do not know how many keys the previous owners handed out. Reset garage door and keypad codes too.</li>
<li><strong>Test smoke and carbon monoxide alarms</strong> and replace their batteries. Add alarms if any level or bedroom hallway lacks one.</li>
<li><strong>Put a fire extinguisher</strong> in the kitchen and the garage.</li>
</ul>
<h2>Find the shut-offs</h2>
<p>Locate the main water shut-off valve, the gas meter shut-off, the electrical panel and the water heater's own shut-off. Label the breakers in the panel if they are not clearly marked. In an emergency, knowing where these are saves real money.</p>
<h2>Start your records</h2>
<ul>
<li>Photograph the model and serial number labels of the furnace, air conditioner, water heater and appliances.</li>
<li>Gather manuals and warranty papers the sellers left, or download them using the model numbers.</li>
<li>Write down the date of the last filter change and water heater flush, if you know them, or do them now.</li>
</ul>
<h2>Set up your home warranty account</h2>
<p>If a home warranty came with the purchase, create your online account with the e-mail address on the contract. Check that the property address and your contact details are right, and read through what is covered so you know whom to call when something breaks.</p>
<h2>Take a slow walk-around</h2>
<p>Look under every sink for drips, run each faucet and flush each toilet, run the dishwasher and the washer once while you are home, and look at the ceilings after the first rain. Problems found early are cheaper to fix, and a covered failure can be reported right away.</p>`,
  },
  {
    id: 137,
    category: 'buying-selling-house',
    title: 'Repairs Worth Making Before You List Your Home',
    description:
      'Not every repair pays back at sale time. The fixes that help a home sell faster and survive inspection, and the ' +
      'projects you can skip.',
    image: 'house',
    published: '2026-01-06',
    content: `<p>Sellers often ask which repairs are worth doing before listing. The answer depends on the market, but some principles hold almost everywhere: fix what an inspector will flag, fix what buyers notice in the first five minutes, and skip big remodels.</p>
<h2>Fix what will show up in the inspection</h2>
<ul>
<li>Active leaks under sinks, around toilets and from the water heater</li>
<li>Missing or broken GFCI outlets, dead switches and loose outlets</li>
<li>A furnace or air conditioner that is not working, or is overdue for service</li>
<li>Damaged roof coverings, missing downspouts and clogged gutters</li>
<li>Broken windows and torn screens</li>
</ul>
<p>Items like these turn into repair requests after the inspection, often at a worse price and under time pressure. Some sellers order a pre-listing inspection to find them early.</p>
<h2>Fix what buyers see first</h2>
<p>Fresh neutral paint, clean or replaced carpet in worn rooms, working light bulbs everywhere, tight cabinet hinges and a tidy yard with a clean entry do more for first impressions than most renovations. None of them is expensive.</p>
<h2>Usually skip</h2>
<p>Major kitchen or bath remodels rarely return their full cost at sale, and buyers may not share your taste. New windows, siding or a pool are similar. If a big item is clearly near the end of its life, a price adjustment or a credit may be better than replacing it yourself.</p>
<h2>Protect the sale</h2>
<p>Listing coverage protects covered systems and appliances while the home is on the market, so a failure during the listing does not derail the sale, and it becomes a one-year warranty for the buyer at closing. Ask your agent about adding it when you list.</p>`,
  },
  {
    id: 138,
    category: 'real-estate-tips',
    title: 'Using a Home Warranty in Repair Negotiations',
    description:
      'When the inspection turns up aging equipment, a home warranty can settle the buyer’s worry faster and cheaper ' +
      'than a credit. A guide for agents on both sides.',
    image: 'shield',
    published: '2026-04-14',
    content: `<p>The inspection report arrives and the buyer is nervous: the air conditioner is 14 years old, the water heater is 11, and the dishwasher sounds tired. Nothing is broken, so there is nothing for the seller to repair, but the buyer wants something. This is where a home warranty is one of the most useful tools in the negotiation.</p>
<h2>For the buyer's agent</h2>
<p>Old but working equipment is hard to negotiate over, because a seller will reasonably say it works. Asking for a home warranty reframes the request: the buyer is not asking the seller to replace anything, only to cover the risk of a failure in the first year. Sellers say yes to that far more readily than to a credit of several thousand dollars.</p>
<p>Ask for a plan that covers what worries the buyer. If the concern is appliances, a systems-only plan will not help; choose a plan that includes them, and add options such as pool equipment if the home has them.</p>
<h2>For the listing agent</h2>
<p>Offering a warranty in response to a repair request can save the seller money and protect the timeline. It costs a known amount at closing, instead of an open-ended repair that needs scheduling, bids and re-inspection. If you added listing coverage when the home went on the market, it converts to the buyer's coverage at closing.</p>
<h2>What a warranty does not replace</h2>
<p>A warranty covers failures from normal wear after coverage starts. It does not cover defects that already exist, so a leaking roof, a failed furnace or a safety hazard found by the inspector still needs to be repaired or credited. Be clear with clients about that line.</p>
<h2>Put it in writing</h2>
<p>Note the plan, who pays, and any options in the repair addendum, and order the warranty so it starts at closing. Our local representatives can help you choose the right plan for the house and answer your client's questions.</p>`,
  },
  {
    id: 139,
    category: 'real-estate-tips',
    title: 'Listing Coverage Explained: Protection While the Home Is on the Market',
    description:
      'Listing coverage protects a seller’s covered systems and appliances from the day of listing, is paid at ' +
      'closing, and becomes the buyer’s warranty. How it works.',
    image: 'sign',
    published: '2025-09-23',
    content: `<p>A home that is for sale still has a working life. The air conditioner runs during every showing and the water heater does not know there is an offer pending. Listing coverage protects the seller from a breakdown during that window.</p>
<h2>How it works</h2>
<ol>
<li>The listing agent or seller orders listing coverage when the home is listed.</li>
<li>Covered systems, such as heating, cooling, plumbing, electrical and the water heater, are protected while the home is on the market. The seller pays only a service call fee if something fails.</li>
<li>Nothing is due until closing. The plan price is paid through escrow at the close.</li>
<li>At closing, the coverage converts to a one-year plan for the buyer, who can add options or upgrade.</li>
</ol>
<h2>Why it helps the listing</h2>
<ul>
<li>A failure during the listing period is a repair, not a crisis or a renegotiation.</li>
<li>The listing can advertise that a home warranty is included, which buyers value.</li>
<li>Buyers get coverage from the first day they own the home, with no waiting period.</li>
</ul>
<h2>What to keep in mind</h2>
<p>Listing coverage applies to the seller's systems during the listing, with the same limits and exclusions as the plan. Pre-existing failures are not covered, so it is not a substitute for repairing something already broken. If the listing expires without a sale, ask us about options.</p>
<h2>An example</h2>
<p>A seller lists a home in May. In July, with an offer accepted and closing three weeks away, the air conditioner stops cooling. With listing coverage, the seller requests service, pays the service call fee, and a technician replaces the failed capacitor the next day. The buyer's final walk-through finds a working system, and nobody has to renegotiate. Without it, the same failure would mean finding a contractor in peak season, paying the full bill, and explaining the delay to the buyer.</p>
<h2>Ordering</h2>
<p>Agents can order listing coverage online from the real estate professionals page, choosing listing coverage when they pick the plan. A local representative is glad to walk you through your first order.</p>`,
  },
  {
    id: 140,
    category: 'real-estate-tips',
    title: 'Questions Buyers Should Ask at the Final Walk-Through',
    description:
      'The final walk-through is the last chance to check the home before the keys change hands. A practical list for ' +
      'agents to share with buyers.',
    image: 'key',
    published: '2026-10-06',
    content: `<p>The final walk-through usually happens within a day or two of closing. Its purpose is simple: to confirm the home is in the condition the buyer agreed to buy, that agreed repairs were made, and that nothing has changed since the last visit.</p>
<h2>Before you go</h2>
<p>Bring the purchase contract, the repair addendum and any receipts for repairs the seller agreed to make. Bring a phone charger to test outlets and a list of the items that convey with the sale.</p>
<h2>Questions to answer in every room</h2>
<ul>
<li>Were the agreed repairs completed, and are there receipts or invoices?</li>
<li>Are all the appliances that were supposed to stay still there, and do they work?</li>
<li>Do the lights, switches, outlets and ceiling fans work?</li>
<li>Are there new stains, holes or damage from moving furniture out?</li>
</ul>
<h2>Systems to run</h2>
<ul>
<li>Run the air conditioning and the heat for a few minutes each, and listen for unusual noise.</li>
<li>Run every faucet and shower until hot water arrives, and flush every toilet.</li>
<li>Look under sinks for leaks, and check that the garbage disposal runs.</li>
<li>Open and close the garage door with the opener and test its auto-reverse.</li>
</ul>
<h2>Outside</h2>
<p>Check that the yard is as expected, that sprinklers work if it is the season, and that the seller has removed their belongings from the garage, shed and attic.</p>
<h2>If something is wrong</h2>
<p>Tell your agent right away, before closing. Depending on the issue, it may be handled by a repair, a credit or a holdback in escrow. And make sure the home warranty is ordered to start at closing, so a failure in the first weeks is covered.</p>`,
  },
];
