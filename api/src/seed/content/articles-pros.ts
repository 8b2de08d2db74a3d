/** Articles: property management and contractors. */
import type { SeedArticle } from './types.ts';

export const proArticles: SeedArticle[] = [
  {
    id: 141,
    category: 'property-management',
    title: 'Home Warranties for Rental Properties: What Landlords Should Know',
    description:
      'A home warranty can turn a rental’s unpredictable repair bills into a budget line, and take the scramble out ' +
      'of finding a technician. What to consider.',
    image: 'building',
    published: '2026-02-03',
    content: `<p>For a landlord with one rental or a handful of them, a broken air conditioner means two problems at once: an unhappy tenant who needs it fixed now, and a bill nobody planned for. A home warranty addresses both.</p>
<h2>Predictable costs</h2>
<p>Rental income is steady; repair costs are not. A warranty replaces a surprise $1,500 repair with a known yearly price and a service call fee. That makes cash flow easier to plan and protects thin margins on a single-family rental.</p>
<h2>A technician when you need one</h2>
<p>Landlords who live far from their properties, or who own in several towns, often do not have a trusted plumber or HVAC company in each one. A warranty provides a network of licensed, insured contractors who can be dispatched without you making calls from another city.</p>
<h2>Things to check before buying</h2>
<ul>
<li><strong>Eligibility:</strong> confirm that rentals, and the type of property you own (single-family, condo, duplex or larger), are eligible.</li>
<li><strong>Who can request service:</strong> some owners want tenants to call directly; others want every request to go through them. Decide what works for you.</li>
<li><strong>Appliances:</strong> if you supply the refrigerator, washer and dryer, choose a plan that covers them.</li>
<li><strong>The service call fee:</strong> decide whether you or the tenant pays it, and put that in the lease.</li>
</ul>
<h2>What a warranty will not do</h2>
<p>A warranty covers failures from normal wear. It does not cover damage caused by a tenant, items that were already broken, or cosmetic repairs between tenants. Keep up with routine maintenance, like filter changes and water heater flushes, or arrange for tenants to do it, so that failures are clearly covered.</p>
<h2>Tax note</h2>
<p>For rental property, the cost of a home warranty is generally an operating expense. Ask your tax professional how it applies to you.</p>`,
  },
  {
    id: 142,
    category: 'property-management',
    title: "The Move-Out Inspection: A Landlord's Checklist",
    description:
      'A careful move-out inspection protects your deposit decisions and gets the unit ready to rent again. What to ' +
      'check, what to document and what counts as normal wear.',
    image: 'clipboard',
    published: '2025-07-08',
    content: `<p>The days between tenants are when a rental gets the attention it needs. A methodical move-out inspection tells you what to repair, what to charge against the deposit, and what to schedule before the next tenant moves in.</p>
<h2>Compare against move-in</h2>
<p>The move-in checklist and photos are your baseline. Walk the unit in the same order, room by room, and photograph everything again from the same angles, with dates. Without a baseline, deposit deductions are hard to justify.</p>
<h2>Normal wear or damage?</h2>
<p>Tenants are generally not responsible for normal wear and tear: lightly worn carpet in walkways, minor scuffs, small nail holes, faded paint. Damage is different: large holes, burns, pet stains, broken fixtures, missing blinds. State laws set the rules and the deadline for returning the deposit with an itemized list, often somewhere between two weeks and a month after move-out, so check yours.</p>
<h2>Room-by-room checks</h2>
<ul>
<li><strong>Kitchen:</strong> run the dishwasher and disposal, check the refrigerator temperature and ice maker, test every burner and the oven.</li>
<li><strong>Bathrooms:</strong> look for leaks at toilets and under sinks, test the exhaust fan, check caulk and grout.</li>
<li><strong>Throughout:</strong> test outlets, switches and GFCIs, smoke and carbon monoxide alarms, doors, locks and window latches.</li>
<li><strong>Systems:</strong> replace the HVAC filter, run heating and cooling, and look at the water heater for rust or leaks.</li>
</ul>
<h2>Turn it into a work list</h2>
<p>Sort what you found into three groups: covered failures to report to your home warranty, tenant-caused damage to repair and document, and routine turnover work such as paint and cleaning. Request covered repairs right away so they are finished before the next showing. Finally, rekey the locks and update the move-in checklist for the next tenant.</p>`,
  },
  {
    id: 143,
    category: 'property-management',
    title: 'Handling Tenant Repair Requests Quickly and Fairly',
    description:
      'How you handle repair requests shapes how long good tenants stay. A simple system for taking, sorting and ' +
      'closing them out.',
    image: 'phone',
    published: '2026-08-04',
    content: `<p>Tenants judge a landlord less by the rent than by what happens when something breaks. A clear, fast repair process keeps good tenants renewing, protects the property and keeps you on the right side of your obligations.</p>
<h2>One way in</h2>
<p>Give tenants a single channel for requests, such as an online form, an e-mail address or a maintenance phone line, and put it in the lease and on the refrigerator. Ask them to include what is wrong, where, since when, and a photo if possible. Written requests create a record for both sides.</p>
<h2>Sort by urgency</h2>
<ul>
<li><strong>Emergencies, same day:</strong> no heat in freezing weather, no cooling in extreme heat, active water leaks, sewage backups, gas smells, electrical hazards, and anything that makes the home unsafe or unlivable.</li>
<li><strong>Urgent, within a day or two:</strong> a broken refrigerator, no hot water, the only toilet not working.</li>
<li><strong>Routine, within a week or so:</strong> a dripping faucet, a dead outlet, a sticking door.</li>
</ul>
<p>Many states set deadlines for essential services such as heat, water and hot water. Know the rules where your properties are.</p>
<h2>Acknowledge right away</h2>
<p>Even when the fix will take days, reply the same day: you received the request, what happens next, and when. Most frustration comes from silence, not from waiting.</p>
<h2>Use your home warranty</h2>
<p>For covered systems and appliances, submit the request as soon as you have the details. Share access instructions and the tenant's contact information so the contractor can schedule the visit directly, and follow the status online.</p>
<h2>Close the loop</h2>
<p>When the work is done, confirm with the tenant that the problem is solved, and keep the invoice or work order in the property's file. Over time those records show patterns, such as an aging water heater or a recurring drain problem, that are cheaper to address before the next emergency.</p>`,
  },
  {
    id: 144,
    category: 'contractors',
    title: 'Joining a Home Warranty Contractor Network: What to Expect',
    description:
      'Warranty work can fill a schedule and bring steady revenue. What networks look for, how the work is paid, and ' +
      'how to decide if it fits your business.',
    image: 'hardhat',
    published: '2026-01-27',
    content: `<p>For many heating and air, plumbing, electrical and appliance repair companies, home warranty work is a steady source of calls, especially in slower seasons. Here is what to expect if you are thinking about joining a network like ours.</p>
<h2>What we look for</h2>
<ul>
<li>The state and local licenses your trade requires, for the company and its technicians</li>
<li>General liability insurance of at least $1,000,000, and workers' compensation where required</li>
<li>Reliable scheduling: contacting the customer promptly and keeping appointments</li>
<li>Technicians who are courteous and communicate clearly in customers' homes</li>
</ul>
<h2>How the work arrives</h2>
<p>When a customer requests service, we dispatch it to a contractor of the right trade in the area. The dispatch ticket includes the customer, the address, the item and the problem described. You contact the customer to schedule, then diagnose and repair within a pre-authorized amount. Work above that amount is authorized before you do it.</p>
<h2>How it is paid</h2>
<p>You collect the customer's service call fee at the visit. We pay for covered labor, and major parts are supplied or paid according to the service agreement. Clear closing information, the parts and labor entered on the ticket, is what gets invoices paid quickly.</p>
<h2>Is it a fit?</h2>
<p>Warranty work rewards efficient companies: technicians who diagnose accurately the first time, offices that schedule fast and stock common parts. It also brings new customers into your area, many of whom will call you directly for work the warranty does not cover.</p>
<h2>Applying</h2>
<p>Start from the contractors page and choose Begin Application. It opens an e-mail to our contractor relations team with the questions we ask every applicant: trades, service areas, rates, licenses, insurance and staffing.</p>`,
  },
  {
    id: 145,
    category: 'contractors',
    title: 'Working a Warranty Dispatch from Call to Close',
    description:
      'A smooth dispatch keeps the customer happy and gets you paid sooner. The steps that matter most, from the first ' +
      'call to the closed ticket.',
    image: 'wrench',
    published: '2026-05-19',
    content: `<p>Every warranty dispatch follows the same path. Contractors who handle each step cleanly get paid faster, earn better customer surveys and, in time, receive more dispatches.</p>
<h2>1. Call the customer quickly</h2>
<p>Contact the customer the same business day you receive the dispatch. Confirm the problem, ask for the model and serial number if they can read it, and set an appointment with a realistic time window. Record the scheduled date on the ticket so the customer can see it too.</p>
<h2>2. Diagnose and confirm coverage</h2>
<p>At the visit, collect the service call fee, diagnose the failure and note the cause. Covered failures come from normal wear. Signs of neglect, improper installation, or damage from something else are important to record accurately, with photos.</p>
<h2>3. Stay within the authorization</h2>
<p>Each ticket carries a pre-authorized amount. If parts and labor will exceed it, get authorization before doing the work. The app warns you when entries go over, so you do not find out after the fact.</p>
<h2>4. Parts</h2>
<p>If you need to order a part, set the ticket's status to waiting on parts and tell the customer the expected date. Customers are patient when they know what is happening; they call us when they do not.</p>
<h2>5. Close it out</h2>
<p>When the repair is complete, enter the parts and labor lines, add a note describing the work, attach photos of the failed part and the finished repair, and set the status to work complete. Complete, accurate closing information is the fastest route to payment.</p>
<h2>Working without signal</h2>
<p>Attics, basements and rural roads often have no coverage. Our contractor app keeps your tickets on the device and saves your updates while you are offline, then sends them in order when the connection returns.</p>`,
  },
  {
    id: 146,
    category: 'contractors',
    title: 'Documenting a Repair: Photos, Notes and Parts',
    description:
      'Good documentation answers questions before they are asked, speeds up authorizations and protects you if a ' +
      'repair is ever disputed. What to capture on every job.',
    image: 'camera',
    published: '2025-12-09',
    content: `<p>On a warranty job, the person who approves your work and pays your invoice never sees the equipment. Your photos and notes are their eyes. Thorough documentation takes a few extra minutes per job and saves far more in phone calls and delays.</p>
<h2>Photos to take every time</h2>
<ul>
<li><strong>The data plate:</strong> model and serial number, in focus and readable.</li>
<li><strong>The failure:</strong> the burned contactor, the leaking tank seam, the seized motor. Show the cause, not only the part.</li>
<li><strong>The surroundings</strong> when they matter: a clogged filter, a corroded drain pan, an improper installation.</li>
<li><strong>The finished repair</strong>, so there is a record of the state you left it in.</li>
</ul>
<h2>Notes that help</h2>
<p>Write what the customer reported, what you found, what you tested, and what you did. Plain, specific language works best: "Capacitor reading 12 microfarads, rated 35. Replaced. Compressor amps normal after replacement." Avoid shorthand only you understand.</p>
<h2>Parts and labor lines</h2>
<p>Enter each part with its quantity and the labor hours that match the work described. Lines that match the notes and photos are approved without questions; lines that do not get held for clarification.</p>
<h2>When the answer is not covered</h2>
<p>If the failure is not covered, for example damage from an outside cause, documentation matters most. Explain the finding to the customer in plain words, record it with photos, and note what you told them. A clear record protects you, the customer and us.</p>
<h2>Privacy in customers' homes</h2>
<p>Photograph only the equipment and what is needed to show the problem. Keep people, personal belongings and documents out of the frame.</p>`,
  },
];
