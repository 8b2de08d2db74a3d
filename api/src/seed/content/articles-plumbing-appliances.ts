/** Articles: plumbing and appliances. */
import type { SeedArticle } from './types.ts';

export const plumbingApplianceArticles: SeedArticle[] = [
  {
    id: 117,
    category: 'plumbing',
    title: 'How to Flush a Tank Water Heater',
    description:
      'Sediment shortens the life of a water heater and makes it noisy and slow. Flushing the tank once a year takes ' +
      'about an hour. Here is how.',
    image: 'water-heater',
    published: '2026-01-20',
    content: `<p>Minerals in your water settle to the bottom of the water heater tank as sediment. Over time that layer insulates the water from the burner or element, wastes energy, causes rumbling and popping sounds, and speeds up corrosion. Flushing the tank once a year, or twice a year where water is hard, keeps it working longer.</p>
<h2>What you need</h2>
<ul>
<li>A garden hose long enough to reach a floor drain, a utility sink or outside</li>
<li>A flat-head screwdriver or a wrench, depending on the drain valve</li>
<li>Gloves; the water will be hot</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Turn off the heat.</strong> For a gas heater, set the gas control to "pilot" or "vacation." For an electric heater, switch off its breaker. An electric element that heats an empty tank burns out in seconds.</li>
<li><strong>Shut the cold water supply</strong> valve on the pipe going into the top of the heater.</li>
<li><strong>Open a hot water faucet</strong> somewhere in the house to let air in so the tank drains.</li>
<li><strong>Attach the hose</strong> to the drain valve near the bottom of the tank and run it to the drain.</li>
<li><strong>Open the drain valve</strong> and let the tank empty. Hot water comes out first, so keep people and pets away from the end of the hose.</li>
<li><strong>Flush.</strong> With the drain still open, turn the cold supply on for a minute at a time to stir up the remaining sediment, until the water runs clear.</li>
<li><strong>Refill.</strong> Close the drain valve, remove the hose and turn the cold supply back on. Leave the hot faucet open until water flows steadily with no sputtering air.</li>
<li><strong>Restore the heat</strong> only once the tank is full: relight or turn the gas control back on, or switch the breaker back on.</li>
</ol>
<h2>Things to watch for</h2>
<p>If the drain valve will not close completely afterward, put a cap on it and request service; plastic valves on older heaters sometimes fail. Rusty water from the hot side only, a leak from the tank itself, or no hot water after the heater has had an hour to recover are signs of a deeper problem. Water heaters are covered under all of our homeowner plans.</p>`,
  },
  {
    id: 118,
    category: 'plumbing',
    title: 'Preventing Frozen Pipes in a Cold Snap',
    description:
      'A pipe that freezes can split and flood a room when it thaws. Simple steps to protect your plumbing when the ' +
      'temperature drops, and what to do if a pipe freezes anyway.',
    image: 'drop',
    published: '2025-12-16',
    content: `<p>Frozen pipes are not only a problem for cold climates. Homes in Texas, Nevada and Arizona are often built with plumbing in exterior walls and attics, and a hard freeze can catch them unprepared. Water expands as it freezes, and the pressure can split copper, PEX and PVC alike.</p>
<h2>Before a freeze</h2>
<ul>
<li><strong>Disconnect garden hoses</strong> and cover outdoor faucets with insulated covers.</li>
<li><strong>Insulate exposed pipes</strong> in the garage, crawl space and attic with foam pipe sleeves.</li>
<li><strong>Shut off and drain irrigation systems</strong> and backflow preventers, following the manufacturer's steps.</li>
<li><strong>Know where your main water shut-off is</strong>, and make sure it turns. In an emergency, every minute counts.</li>
</ul>
<h2>During a freeze</h2>
<ul>
<li>Keep the heat on, at least 55 degrees, even if you are away.</li>
<li>Open cabinet doors under sinks on outside walls so warm air reaches the pipes.</li>
<li>Let faucets on outside walls drip slowly. Moving water is much less likely to freeze, and a dripping faucet relieves pressure.</li>
<li>Keep the garage door closed if there are water lines in the garage.</li>
</ul>
<h2>If a pipe freezes</h2>
<p>If you turn on a faucet and get only a trickle, a pipe is probably frozen. Keep the faucet open and warm the pipe gently with a hair dryer, a heating pad or warm towels, starting from the faucet side and working back. Never use an open flame or a propane torch. If you cannot find or reach the frozen section, or if the pipe has split, shut off the main water and call for service.</p>
<h2>Coverage</h2>
<p>Our plans cover leaks and breaks in water lines inside the home's foundation. Damage to walls, floors and belongings from a burst pipe is a matter for your homeowners insurance, so call them as well.</p>`,
  },
  {
    id: 119,
    category: 'plumbing',
    title: 'How to Fix a Running Toilet',
    description:
      'A toilet that keeps running can waste hundreds of gallons a day. Most fixes take fifteen minutes and a part from ' +
      'the hardware store.',
    image: 'drop',
    published: '2026-05-12',
    content: `<p>A running toilet is more than an annoyance. A steady leak from the tank to the bowl can waste 200 gallons of water a day, which shows up on your bill quickly. The good news is that the parts inside a toilet tank are simple, inexpensive and easy to replace.</p>
<h2>Find the cause</h2>
<p>Take the lid off the tank and watch a flush. Two parts cause almost every running toilet:</p>
<ul>
<li><strong>The flapper</strong>, the rubber seal at the bottom of the tank. If it is warped or coated with minerals, water seeps past it into the bowl and the tank refills over and over.</li>
<li><strong>The fill valve</strong>, the tower on the left that refills the tank. If the water level rises above the top of the overflow tube, water spills down it constantly.</li>
</ul>
<p>To check the flapper, put a few drops of food coloring in the tank and wait 15 minutes without flushing. If color appears in the bowl, the flapper is leaking.</p>
<h2>Fix the flapper</h2>
<p>Shut off the water at the valve behind the toilet and flush to empty the tank. Unhook the old flapper from the pegs on the overflow tube and the chain from the handle arm. Take it to the store to match the size, usually 2 or 3 inches. Install the new one and adjust the chain so it has a little slack, about half an inch, when the flapper is closed.</p>
<h2>Adjust or replace the fill valve</h2>
<p>Most fill valves have an adjustment screw or clip that sets the float height. Set it so the water stops about an inch below the top of the overflow tube. If the valve hisses, refills by itself, or does not shut off after adjustment, replace it. Universal fill valves come with instructions and fit nearly every toilet.</p>
<h2>When to call</h2>
<p>If water leaks around the base of the toilet, the tank is cracked, or the toilet rocks, request service. Toilets are part of the plumbing coverage in our plans, and a leaking wax seal left alone can damage the subfloor.</p>`,
  },
  {
    id: 120,
    category: 'plumbing',
    title: 'Hard Water: Signs, Effects and What to Do About It',
    description:
      'Much of the West has some of the hardest water in the country. How minerals affect your plumbing and appliances, ' +
      'and the options for dealing with them.',
    image: 'faucet',
    published: '2025-07-22',
    content: `<p>Hard water carries dissolved calcium and magnesium picked up as it moves through rock and soil. It is safe to drink, but the minerals leave deposits wherever water is heated or evaporates, and much of Arizona, Nevada, Utah and Texas has water hard enough to notice.</p>
<h2>Signs you have hard water</h2>
<ul>
<li>White, chalky crust on faucets, showerheads and glass shower doors</li>
<li>Spots on dishes and glasses straight out of the dishwasher</li>
<li>Soap and shampoo that do not lather well</li>
<li>A water heater that rumbles or pops as it heats</li>
</ul>
<h2>What it does to your home</h2>
<p>Scale builds up inside water heaters, where it wastes energy and shortens the tank's life. It clogs aerators, showerheads and the small passages in dishwasher and ice maker valves, and it wears out faucet cartridges. Over years, it narrows the inside of pipes.</p>
<h2>Everyday remedies</h2>
<ul>
<li>Soak showerheads and aerators in white vinegar overnight to dissolve scale.</li>
<li>Flush the water heater once or twice a year.</li>
<li>Use a dishwasher rinse aid, and run an empty cycle with a cleaner made for mineral deposits every month or two.</li>
</ul>
<h2>Water softeners</h2>
<p>A water softener exchanges the hardness minerals for sodium or potassium and removes the scale problem at its source. Softeners need salt refills and occasional maintenance, and they discharge brine when they regenerate, which some communities restrict. If you have one, water softener coverage is available as an add-on to our plans.</p>
<p>A simple test kit from a hardware store, or your water utility's annual water quality report, will tell you how hard your water is, usually in grains per gallon. Anything above about 7 grains per gallon is considered hard.</p>`,
  },
  {
    id: 121,
    category: 'appliance-warranty',
    title: 'Ten Ways to Make Your Refrigerator Last Longer',
    description:
      'The refrigerator is the one appliance that never gets a day off. Small habits that keep it cold, efficient and ' +
      'running for years.',
    image: 'fridge',
    published: '2026-08-26',
    content: `<p>A refrigerator runs around the clock for ten years or more. A few minutes of care now and then keeps it from working harder than it has to, and a refrigerator that works less lasts longer.</p>
<ol>
<li><strong>Clean the condenser coils</strong> twice a year. They are behind the bottom grille or on the back. Dust on the coils makes the compressor run longer and hotter. Unplug the refrigerator and use a coil brush and a vacuum.</li>
<li><strong>Set the right temperatures:</strong> 37 degrees for the refrigerator and 0 degrees for the freezer. Colder than that wastes energy without keeping food any better.</li>
<li><strong>Check the door gaskets.</strong> Close the door on a dollar bill. If it slides out easily, the seal is leaking. Clean the gasket with warm soapy water; replace it if it is torn.</li>
<li><strong>Leave room to breathe.</strong> Keep a couple of inches between the back of the refrigerator and the wall, and do not store things on top of it.</li>
<li><strong>Do not overpack it.</strong> Air has to circulate. Blocked vents cause warm spots and frost.</li>
<li><strong>But do not run it empty either.</strong> A reasonably full refrigerator holds its temperature better when the door opens.</li>
<li><strong>Let hot food cool</strong> for a bit before putting it away.</li>
<li><strong>Clean the drain hole</strong> at the back of the fresh food section if water pools under the crisper drawers.</li>
<li><strong>Change the water filter</strong> every six months if you have an ice maker or dispenser.</li>
<li><strong>Keep the garage fridge in mind.</strong> Refrigerators in hot garages work much harder in summer. Choose a model rated for garage use if you can.</li>
</ol>
<h2>Signs it needs service</h2>
<p>Call for service if food is not staying cold, the freezer has heavy frost, the compressor clicks on and off repeatedly, or you hear new loud noises. Kitchen refrigerators are covered under our Signature and Platinum plans, including the compressor, thermostat and fans, and a second refrigerator can be added to any plan.</p>`,
  },
  {
    id: 122,
    category: 'appliance-warranty',
    title: 'Dishwasher Not Draining? Check These First',
    description:
      'Standing water in the bottom of the dishwasher usually has a simple cause. Five things to check before you ' +
      'request service.',
    image: 'dishwasher',
    published: '2026-03-04',
    content: `<p>Opening the dishwasher to find a pool of dirty water is unpleasant, but most of the time the fix takes a few minutes. Before you start, turn the dishwasher off at its switch or breaker, and scoop or sponge out the standing water.</p>
<h2>1. The filter</h2>
<p>Most dishwashers made in the last fifteen years have a removable filter in the bottom of the tub, usually a cylinder that twists out. Food, labels and broken glass collect there. Rinse it under the tap, scrub it gently with a soft brush, and put it back firmly. Cleaning it once a month prevents most draining problems.</p>
<h2>2. The garbage disposal</h2>
<p>If the dishwasher drains into a disposal, run the disposal with water for a few seconds. A full disposal blocks the dishwasher drain. If a disposal was just installed, the knockout plug inside its dishwasher inlet may never have been removed.</p>
<h2>3. The drain hose</h2>
<p>Look under the sink at the hose running from the dishwasher. A kink or a sag that has collected food can stop the flow. The hose should rise in a high loop under the countertop before it connects, which keeps sink water from flowing back.</p>
<h2>4. The air gap</h2>
<p>Some homes have a small chrome cap on the sink deck called an air gap. Pull off the cover and clear any debris inside.</p>
<h2>5. The cycle</h2>
<p>A cycle that was interrupted, by opening the door or a power blip, can leave water behind. Run a short rinse cycle and see if it drains at the end.</p>
<h2>When to call</h2>
<p>If the filter, disposal and hose are clear and water still stands, the drain pump or its check valve has probably failed. You may hear a hum with no draining. Dishwasher pumps, motors and seals are covered under our appliance plans, and a technician can usually repair them in one or two visits.</p>`,
  },
  {
    id: 123,
    category: 'appliance-warranty',
    title: 'Clean Your Dryer Vent: It Saves Energy and Prevents Fires',
    description:
      'Lint in the dryer vent makes drying slow and expensive, and it is a leading cause of home dryer fires. How to ' +
      'tell when it needs cleaning and how to do it.',
    image: 'washer',
    published: '2025-10-28',
    content: `<p>The lint screen catches most of the lint from your clothes, but not all of it. The rest travels into the vent duct that carries hot, moist air outside. Over months it builds up, narrowing the duct until the dryer cannot push air through.</p>
<h2>Signs the vent is clogged</h2>
<ul>
<li>Clothes take more than one cycle to dry</li>
<li>The outside of the dryer or the laundry room gets unusually hot</li>
<li>A burning smell while the dryer runs</li>
<li>The flap on the outside vent barely opens when the dryer is on</li>
<li>Lint collecting around the outside vent opening</li>
</ul>
<h2>How to clean it</h2>
<ol>
<li>Unplug the dryer, and for a gas dryer turn off the gas valve.</li>
<li>Pull the dryer away from the wall and disconnect the duct from the back.</li>
<li>Use a dryer vent brush kit, with flexible rods that screw together, to clean the duct from the inside and from the outside opening.</li>
<li>Vacuum the lint from the dryer's exhaust outlet and the area behind the dryer.</li>
<li>Reconnect the duct with foil tape or clamps, not screws, which catch lint.</li>
</ol>
<h2>Good habits</h2>
<p>Clean the lint screen before every load, and wash it with soap and water every few months; dryer sheets leave a film that blocks airflow. Replace white vinyl or thin foil accordion ducts with rigid or semi-rigid metal duct, and keep the run as short and straight as possible. Clean the whole vent at least once a year.</p>
<p>A dryer that is still slow with a clean vent may have a failing heating element, thermostat or blower. Clothes dryers are covered under our Platinum and Buyer's Premier plans. Vent cleaning itself is homeowner maintenance and is not covered, so it is worth making it a yearly habit.</p>`,
  },
  {
    id: 124,
    category: 'appliance-warranty',
    title: 'What Not to Put Down the Garbage Disposal',
    description:
      'A garbage disposal is not a trash can. The foods that jam it, dull it or clog the drain behind it, and how to ' +
      'free a stuck disposal safely.',
    image: 'wrench',
    published: '2026-06-17',
    content: `<p>A garbage disposal grinds soft food scraps into particles small enough to wash down the drain. It does not have blades; it has a spinning plate with two blunt impellers that fling food against a grinding ring. That design handles small scraps well and struggles with a few kinds of waste.</p>
<h2>Keep these out</h2>
<ul>
<li><strong>Grease, oil and fat.</strong> They pour as liquid and harden in the drain line, where they catch everything else. Let them cool and throw them away.</li>
<li><strong>Fibrous foods</strong> such as celery, corn husks, onion skins and artichokes. The strings wrap around the impellers.</li>
<li><strong>Starchy foods</strong> such as potato peels, pasta and rice. They turn into a thick paste that clogs the trap.</li>
<li><strong>Coffee grounds and eggshells.</strong> They do not jam the disposal, but they settle in the pipes like sand.</li>
<li><strong>Bones, fruit pits and shells.</strong> Too hard to grind.</li>
<li><strong>Anything that is not food:</strong> twist ties, bottle caps and utensils.</li>
</ul>
<h2>Use it the right way</h2>
<p>Run cold water before, during and for several seconds after grinding. Feed scraps in gradually rather than all at once. To freshen it, grind a few ice cubes and a small piece of citrus peel.</p>
<h2>If it hums but does not turn</h2>
<p>The flywheel is jammed. Switch off the disposal and, to be safe, its breaker. Never put your hand inside. Insert a hex wrench into the socket on the bottom center of the unit and work it back and forth until it turns freely. Remove the object with tongs, wait ten minutes, press the red reset button on the bottom, and try again.</p>
<h2>When to call</h2>
<p>If the disposal does nothing at all after a reset, leaks from the bottom, or jams repeatedly, request service. Garbage disposals are covered under all of our appliance plans.</p>`,
  },
];
