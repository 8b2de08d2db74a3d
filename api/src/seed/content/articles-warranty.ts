/** Articles: home warranty education and company news. */
import type { SeedArticle } from './types.ts';

export const warrantyArticles: SeedArticle[] = [
  {
    id: 101,
    category: 'home-warranty-education',
    title: 'What Does a Home Warranty Cover?',
    description:
      'A home warranty pays for the repair or replacement of home systems and appliances that fail from normal wear ' +
      'and tear. Here is what is usually included, what is not, and how to read a plan.',
    image: 'shield',
    published: '2026-10-21',
    content: `<p>A home warranty is a service contract that covers the repair or replacement of major home systems and appliances when they break down from normal wear and tear. When something covered stops working, you request service, a licensed local contractor comes out, and you pay a set service call fee instead of the full cost of the repair.</p>
<h2>Systems most plans cover</h2>
<ul>
<li><strong>Heating and air conditioning:</strong> furnaces, heat pumps, central air conditioners, thermostats and, on many plans, ductwork.</li>
<li><strong>Plumbing:</strong> leaks and breaks in water, drain and gas lines inside the home, toilets, valves and faucets, and clearing of drain stoppages.</li>
<li><strong>Water heaters:</strong> gas and electric tank units, and tankless units on some plans.</li>
<li><strong>Electrical:</strong> the main panel, breakers, wiring, switches and outlets.</li>
<li><strong>Garage door openers and ceiling fans</strong>, depending on the plan.</li>
</ul>
<h2>Appliances</h2>
<p>Mid-level and top-level plans add kitchen and laundry appliances: the refrigerator, dishwasher, oven, range or cooktop, built-in microwave, garbage disposal, and the clothes washer and dryer. If you have a second refrigerator in the garage, a pool, a well or a septic system, those are usually optional add-ons you can choose for a small extra cost.</p>
<h2>What a home warranty does not cover</h2>
<p>A home warranty is not insurance against sudden disasters. Fire, storms, floods and theft belong to your homeowners insurance. Warranties also exclude cosmetic parts (shelves, knobs, light kits), problems caused by neglect or improper installation, items that were already broken when coverage started, and code upgrades that go beyond what the repair requires. Every plan also sets limits, such as a dollar amount per occurrence for each covered item.</p>
<h2>How to read a plan</h2>
<p>Before you choose, look at three things side by side: the list of covered items, the limits and exclusions for the items you care most about, and the service call fee. A plan with a slightly higher price and the appliances you actually own is often a better value than the cheapest plan. On our site, every covered item has a limits and exclusions link so you can see the details before you order.</p>
<p>Finally, remember the waiting period. Coverage bought outside of a home sale usually starts after 30 days, so the best time to buy is before something breaks, not after.</p>`,
  },
  {
    id: 102,
    category: 'home-warranty-education',
    title: "Home Warranty vs. Homeowners Insurance: What's the Difference?",
    description:
      'Homeowners insurance and a home warranty protect you from very different things. Knowing which one to call ' +
      'saves time and money when something goes wrong.',
    image: 'house',
    published: '2026-08-12',
    content: `<p>Many homeowners assume their insurance policy will pay when the air conditioner dies or the dishwasher floods the kitchen. Often it will not. Homeowners insurance and a home warranty are built to cover different kinds of trouble, and most households are best served by having both.</p>
<h2>Homeowners insurance: sudden, accidental damage</h2>
<p>Insurance protects the structure of your home and your belongings against perils such as fire, wind, hail, theft and certain kinds of water damage. It also includes liability coverage if someone is hurt on your property. If a tree falls on your roof, you call your insurance company. Claims usually carry a deductible of $1,000 or more, and frequent claims can raise your premium.</p>
<h2>Home warranty: wear and tear</h2>
<p>A home warranty covers the working parts of your home, the systems and appliances that eventually wear out from everyday use. A furnace igniter that fails after ten winters or a refrigerator compressor that quits in August are classic warranty repairs. Insurance generally excludes these because nothing sudden or accidental happened; the part simply reached the end of its life.</p>
<h2>How the costs compare</h2>
<ul>
<li><strong>Insurance:</strong> a yearly premium, plus a deductible per claim that is often $1,000 to $2,500.</li>
<li><strong>Home warranty:</strong> a yearly or monthly plan price, plus a service call fee per repair visit, typically $75 to $125.</li>
</ul>
<h2>When both are involved</h2>
<p>Sometimes one event touches both. If a water heater tank bursts, the warranty may cover repairing or replacing the water heater itself, while your insurance may cover the damaged flooring and drywall. When that happens, call us to get the repair started and contact your insurer about the damage to the home.</p>
<p>The short version: insurance protects you from disasters, a home warranty protects your budget from breakdowns. Together they leave very few surprises.</p>`,
  },
  {
    id: 103,
    category: 'home-warranty-education',
    title: 'How a Home Warranty Claim Works, Step by Step',
    description:
      'From the moment something breaks to the finished repair: what happens when you request service, who comes ' +
      'out, and what you pay.',
    image: 'clipboard',
    published: '2026-06-03',
    content: `<p>When a covered appliance or system stops working, the process is designed to be simple. Here is what happens from start to finish.</p>
<h2>1. Request service</h2>
<p>Sign in to your account and choose Request Repair, or call us. You will answer a few questions about what is wrong: which item, what it is doing, and when it started. Those answers help us send a contractor with the right skills and, often, the right parts. Service can be requested any time of day; requests made after business hours are still seen by staff on call for emergencies.</p>
<h2>2. A contractor is assigned</h2>
<p>We assign a licensed, insured contractor from our local network, usually within 24 hours. The contractor calls you to schedule a visit at a time that works for you. For emergencies such as no heat in freezing weather or an active water leak, we move faster.</p>
<h2>3. Diagnosis and the service call fee</h2>
<p>The technician diagnoses the problem and confirms that it is covered. You pay the service call fee chosen with your plan. One fee covers the visit for that trade, even if the technician has to come back with a part.</p>
<h2>4. Repair or replacement</h2>
<p>If the item can be repaired, the contractor repairs it. If it cannot be repaired economically, we replace it with one of similar features and capacity, within the limits of your plan. Some parts have to be ordered; you can follow the status of your request in your account the whole time.</p>
<h2>5. Follow-up</h2>
<p>After the work is complete, you may get a short survey about the visit. We read every one, and contractors who consistently delight customers get more of our work.</p>
<h2>Tips for a smooth claim</h2>
<ul>
<li>Request service as soon as you notice a problem; small failures can become big ones.</li>
<li>Do not hire your own contractor first. Work done by someone outside the network generally is not reimbursed.</li>
<li>Have the model and serial number handy if you can find them on the appliance label.</li>
</ul>`,
  },
  {
    id: 104,
    category: 'home-warranty-education',
    title: 'Service Call Fees Explained',
    description:
      'The service call fee is what you pay each time a contractor comes out for a covered repair. Here is how it ' +
      'works and how to pick the right one for your plan.',
    image: 'dollar',
    published: '2026-03-18',
    content: `<p>Every home warranty has two costs: the price of the plan and the service call fee. The plan price is what you pay for coverage over the year. The service call fee is what you pay when you actually use it.</p>
<h2>What the fee pays for</h2>
<p>The fee covers the contractor's trip to your home and the diagnosis of the problem. If the item is covered, the repair or replacement itself is then paid by the warranty, up to the limits of your plan. Without a warranty, a diagnostic visit alone commonly costs $90 to $150 before any parts or labor.</p>
<h2>One fee per trade, per visit</h2>
<p>If the refrigerator and the dishwasher both stop working, and the same appliance technician fixes both on the same visit, you pay one fee. If the technician has to come back to install a part that was ordered, the return trip does not cost another fee. If you need both a plumber and an electrician, each trade is its own service call.</p>
<h2>Choosing your fee</h2>
<p>Many plans let you choose among fees such as $75, $100 or $125. A higher fee lowers the plan price, and a lower fee raises it. Which is better depends on how often you expect to use the warranty:</p>
<ul>
<li><strong>Older home or older appliances:</strong> a lower fee usually saves money, since you are likely to call more than once a year.</li>
<li><strong>Newer home:</strong> a higher fee keeps the plan price down, and you may only call once or twice.</li>
</ul>
<h2>What the fee does not cover</h2>
<p>Items outside your coverage, costs above a plan limit, and upgrades you choose (for example, a larger or premium replacement) are your own expense. The technician will tell you before doing any work you would have to pay for, and you can always say no.</p>`,
  },
  {
    id: 105,
    category: 'home-warranty-education',
    title: 'Is a Home Warranty Worth It for an Older Home?',
    description:
      'Homes with systems and appliances more than ten years old are where a warranty earns its keep. Here is how to ' +
      'think through the math.',
    image: 'calendar',
    published: '2025-11-05',
    content: `<p>Every major system in a house has a typical lifespan. Central air conditioners usually last 12 to 17 years, furnaces 15 to 20, tank water heaters 8 to 12, and dishwashers about 10. If your home was built or last updated more than a decade ago, several of those clocks may be running out at the same time.</p>
<h2>The math of a breakdown</h2>
<p>Replacing a central air conditioner condenser can cost several thousand dollars. A new water heater with installation often runs $1,200 to $2,000, and a refrigerator repair involving the compressor or sealed system can top $800. A home warranty that costs a few hundred dollars a year pays for itself with a single major repair, and it turns an unpredictable expense into a predictable one.</p>
<h2>Age is not a reason for denial</h2>
<p>A common myth is that warranties will not cover old equipment. A good warranty covers items regardless of age, as long as they were working when coverage began and have been reasonably maintained. What matters is the cause of the failure, not the birthday of the appliance.</p>
<h2>What to check before you buy</h2>
<ul>
<li>Make sure everything is working on the day coverage starts. Pre-existing failures are not covered.</li>
<li>Look at the limits for the items you worry about most, such as the air conditioner and water heater.</li>
<li>Ask whether code upgrades and permits are included when equipment has to be replaced.</li>
<li>Keep maintenance records: filter changes, tune-ups, water heater flushes. They show the item was cared for.</li>
</ul>
<h2>The bottom line</h2>
<p>For an older home, a warranty is less about whether something will break and more about when. If an unexpected $2,000 repair would strain your budget, the coverage is likely worth it.</p>`,
  },
  {
    id: 106,
    category: 'landmark-home-warranty-news',
    title: 'Canyon Home Warranty Now Protects Homes in Six Western States',
    description:
      'With Oregon and Idaho joining Arizona, Nevada, Texas and Utah, our plans and contractor network now cover six ' +
      'states, and we are working toward nationwide service.',
    image: 'newspaper',
    published: '2025-09-09',
    content: `<p>Canyon Home Warranty now offers homeowner and real estate plans in six states: Arizona, Idaho, Nevada, Oregon, Texas and Utah. Homeowners and real estate professionals in every one of them can compare plans, order online and request repairs around the clock.</p>
<h2>A local network in every state</h2>
<p>Expanding a home warranty is not only a matter of selling plans. Before we open a state, we build a network of licensed, insured local contractors for heating and air conditioning, plumbing, electrical and appliance repair, so that a claim gets a technician assigned within 24 hours. Our contractor relations team spent more than a year recruiting and vetting companies in the Portland, Salem, Eugene, Boise and Idaho Falls areas before the first plan was sold.</p>
<h2>Local representatives</h2>
<p>Every state has local sales representatives who work with real estate agents, escrow officers and homeowners. You can find yours on the real estate professionals page by choosing your state.</p>
<h2>What it means for current customers</h2>
<p>Nothing changes about your plan if you already have one: your coverage, service call fee and renewal date stay as they are. If you move to one of the new states, call customer care before your move. In many cases a plan can follow you to your new home, and we will help you choose coverage that fits it.</p>
<h2>What comes next</h2>
<p>Today we protect more than 70,000 homeowners with a staff of over 200 full-time employees. Nationwide service is coming, one state at a time, and always with a local contractor network in place first. Thank you to every customer, agent and contractor who helped us get here.</p>`,
  },
  {
    id: 107,
    category: 'landmark-home-warranty-news',
    title: 'Request Repairs and Track Them Online, Day or Night',
    description:
      'Customers can now file a repair request online in a few minutes, follow its status, add notes and photos, and ' +
      'hear from their contractor, all from their account.',
    image: 'phone',
    published: '2026-04-22',
    content: `<p>Something always seems to break at the worst possible time: a holiday weekend, a late night, the day guests arrive. That is why we rebuilt the repair request in your online account so you can start a claim whenever you need to, from your phone or your computer.</p>
<h2>What is new</h2>
<ul>
<li><strong>Guided questions:</strong> you choose the item and answer a few short questions about what is happening. The answers help us send the right trade and often the right parts on the first visit.</li>
<li><strong>Status at a glance:</strong> your request shows each step, from received to contractor assigned, scheduled and complete.</li>
<li><strong>Notes and photos:</strong> add details or a picture of the model label at any time, and your contractor sees them.</li>
<li><strong>Scheduling updates:</strong> contractors confirm the visit date and time window, and you see it in your account.</li>
</ul>
<h2>Why we built it this way</h2>
<p>When we looked at why repairs took longer than they should, the most common reason was missing information: the wrong trade sent, or a technician arriving without the part a quick question would have revealed. The guided questions come from the notes of thousands of past repairs, and they change as our contractors tell us what helps them most. Early results are encouraging: more repairs are being finished on the first visit.</p>
<h2>Still prefer to call?</h2>
<p>Our customer care team is glad to take your request by phone. Online requests simply give you another way in, and they reach the same people.</p>
<p>To get started, sign in to your account and choose Request Repair. If you have not created an account yet, use the e-mail address on your contract to set one up.</p>`,
  },
  {
    id: 108,
    category: 'landmark-home-warranty-news',
    title: 'Named Best Home Warranty in the Region for the Fifth Time',
    description:
      'Readers of a regional homeowners guide voted Canyon Home Warranty the best home warranty company in the region ' +
      'again in 2020, after wins in 2014, 2015, 2016 and 2019.',
    image: 'trophy',
    published: '2020-11-10',
    content: `<p>We are honored to share that Canyon Home Warranty was voted the best home warranty company in the region in the 2020 Homeowners' Choice awards of the Southwest Home Living Guide. It is the fifth time readers have chosen us, after 2014, 2015, 2016 and 2019.</p>
<h2>Earned by people, not advertising</h2>
<p>The award is decided by reader votes, which makes it especially meaningful to us. Every vote represents a homeowner whose air conditioner was fixed in July, whose water heater was replaced before the holidays, or whose call was answered by someone who listened.</p>
<h2>What the judges looked at</h2>
<p>Alongside the reader vote, the guide's editors reviewed each finalist's complaint history with state regulators, how clearly plan documents explain what is and is not covered, and how quickly claims are assigned to a contractor. We were proud to be recognized on all three, and especially for assigning a contractor within 24 hours of a claim.</p>
<h2>Thank you to our contractors</h2>
<p>None of this happens without the local technicians who walk into our customers' homes every day. Our contractor network handled more than 9,000 covered parts this year, and its professionalism is the reason customers keep recommending us to their friends and neighbors.</p>
<h2>Behind the scenes</h2>
<p>Our customer care team answers calls seven days a week, and our claims staff review every repair that goes beyond a contractor's pre-authorized amount the same day it is submitted. Those two habits, answering quickly and deciding quickly, are what customers mention most when they tell us why they voted.</p>
<h2>What we are working on</h2>
<p>We are using this moment to keep improving: faster contractor assignment, clearer plan documents and more ways to follow a claim online. If you have ideas for us, our customer care team would love to hear them.</p>`,
  },
];
