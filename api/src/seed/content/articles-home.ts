/** Articles: home repairs and maintenance, pest control, lifestyle and decor. */
import type { SeedArticle } from './types.ts';

export const homeArticles: SeedArticle[] = [
  {
    id: 125,
    category: 'home-repairs-maintenance',
    title: 'The Seasonal Home Maintenance Checklist',
    description:
      'Twenty minutes a month and a few bigger jobs each season keep most breakdowns away. A season-by-season list you ' +
      'can print and follow.',
    image: 'clipboard',
    published: '2026-03-25',
    content: `<p>Most expensive home repairs start as small problems that nobody noticed. A simple routine, spread through the year, catches them early. Use this checklist as a starting point and adjust it to your climate and your home.</p>
<h2>Spring</h2>
<ul>
<li>Schedule an air conditioning tune-up before the heat arrives, and replace the HVAC filter.</li>
<li>Test smoke and carbon monoxide alarms; replace batteries.</li>
<li>Clean gutters and downspouts, and look over the roof from the ground for missing or cracked shingles and tiles.</li>
<li>Turn on the irrigation system and walk each zone, looking for broken heads and leaks.</li>
<li>Repair torn window and door screens.</li>
</ul>
<h2>Summer</h2>
<ul>
<li>Check the HVAC filter monthly while the air conditioner runs hard.</li>
<li>Look under sinks and around the water heater for drips and dampness.</li>
<li>Set ceiling fans to turn counterclockwise, which pushes air down for a cooling breeze.</li>
<li>Clean the pool or spa equipment area and check for leaks around the pump.</li>
</ul>
<h2>Fall</h2>
<ul>
<li>Test the furnace or heat pump in heating mode before the first cold night.</li>
<li>Flush the water heater.</li>
<li>Disconnect garden hoses, cover outdoor faucets and drain the irrigation backflow preventer where it freezes.</li>
<li>Check weatherstripping and caulk around doors and windows.</li>
<li>Clean the dryer vent from end to end.</li>
</ul>
<h2>Winter</h2>
<ul>
<li>Test GFCI outlets and exercise the main water shut-off valve so it will turn when you need it.</li>
<li>Vacuum the refrigerator condenser coils and clean the range hood filter.</li>
<li>Watch for frozen pipes during cold snaps and for condensation on windows, a sign of high indoor humidity.</li>
</ul>
<h2>Every month</h2>
<p>Run water in unused sinks and tubs to keep drain traps filled, clean the dishwasher filter, and walk around the outside of the house looking for anything that has changed. Keeping a simple log of what you did and when is also useful: maintenance records help show that a covered item was cared for if it ever fails.</p>`,
  },
  {
    id: 126,
    category: 'home-repairs-maintenance',
    title: 'Weatherstripping and Caulking: Small Fixes That Lower Your Energy Bill',
    description:
      'Air leaking around doors, windows and openings makes heating and cooling systems work harder. How to find the ' +
      'leaks and seal them in an afternoon.',
    image: 'house',
    published: '2025-11-18',
    content: `<p>Small gaps add up. The cracks around a typical home's doors, windows, outlets and pipes can add up to the area of an open window. Sealing them is one of the least expensive energy upgrades there is, and it also keeps out dust, insects and drafts.</p>
<h2>Find the leaks</h2>
<p>On a windy day, or with the bathroom and kitchen exhaust fans running, move a lit stick of incense slowly around window frames, door frames, outlets on exterior walls, the attic hatch and places where pipes and wires pass through walls. Where the smoke wavers or streams sideways, air is moving. Daylight visible around a closed door is another giveaway.</p>
<h2>Weatherstripping for things that move</h2>
<ul>
<li><strong>Door sides and top:</strong> foam or rubber compression strips, or a V-strip in the jamb.</li>
<li><strong>Door bottom:</strong> a door sweep, or an adjustable threshold. You should not see light under the door.</li>
<li><strong>Windows:</strong> V-strip or foam tape on sliding and double-hung sashes.</li>
<li><strong>Attic hatch:</strong> foam tape around the edge, plus a piece of rigid insulation glued to the top of the panel.</li>
</ul>
<p>Clean the surface first and let it dry. Adhesive-backed strips fail quickly on dusty or greasy wood.</p>
<h2>Caulk for things that do not move</h2>
<p>Use caulk for gaps less than about a quarter inch between fixed parts: window trim, baseboards on exterior walls, and where siding meets trim. Choose an exterior-grade, paintable caulk outdoors and a kitchen and bath silicone around tubs and sinks. Remove old cracked caulk, cut the tip of the tube small, and push the bead into the gap in one steady pass. Larger gaps around pipes take expanding foam.</p>
<h2>Do not forget the outlets</h2>
<p>Foam gaskets that fit behind switch and outlet covers on exterior walls cost a few cents each and take a minute to install. Turn off the breaker before removing the covers.</p>
<h2>The payoff</h2>
<p>A tighter home holds its temperature longer, so the furnace and air conditioner cycle less often. That saves energy and reduces wear on the equipment, which is good for your bills and for the life of your system.</p>`,
  },
  {
    id: 127,
    category: 'home-repairs-maintenance',
    title: 'Garage Door Opener Care and Safety',
    description:
      'The garage door is the largest moving object in most homes. Monthly safety tests, simple lubrication and the ' +
      'one job you should always leave to a professional.',
    image: 'garage',
    published: '2026-05-27',
    content: `<p>Many families use the garage door as their front door, opening and closing it several times a day. The opener and door need a little attention to stay safe and quiet.</p>
<h2>Test the safety features monthly</h2>
<ol>
<li><strong>Photo eyes:</strong> start closing the door and wave a broom handle through the beam between the two sensors near the floor. The door should stop and reverse. If it does not, check that the sensors are aligned (their lights should be steady) and the lenses clean.</li>
<li><strong>Auto-reverse:</strong> lay a two-by-four flat on the floor where the door closes. When the door touches it, it should reverse within a couple of seconds. If it does not, the force or limit settings need adjustment, and the door should not be used until they are fixed.</li>
</ol>
<h2>Keep it moving smoothly</h2>
<ul>
<li>Lubricate the rollers, hinges and bearings twice a year with a garage door lubricant or white lithium spray. Do not grease the tracks; grease collects dirt.</li>
<li>Tighten loose bolts on the hinges and track brackets; vibration loosens them over time.</li>
<li>Replace the batteries in remotes and the keypad once a year.</li>
<li>Check the weather seal at the bottom of the door and replace it if it is cracked.</li>
</ul>
<h2>Leave the springs to a professional</h2>
<p>The springs that counterbalance the door, especially the torsion spring above the opening, are wound under enormous tension. Adjusting or replacing them without the right tools and training causes serious injuries every year. If a spring breaks, usually with a loud bang, do not try to open the door with the opener; call a garage door company.</p>
<h2>Coverage</h2>
<p>Our plans cover the garage door opener: its motor, switches, limit switches and receiver. The door itself, its springs, hinges and the remote transmitters are not covered, so keep them in good shape with the routine above.</p>`,
  },
  {
    id: 128,
    category: 'home-repairs-maintenance',
    title: 'Roof and Gutter Care After Monsoon Storms',
    description:
      'Summer storms bring wind, hail and sudden downpours. What to check on your roof, gutters and drainage after ' +
      'the storm passes, before the next one arrives.',
    image: 'toolbox',
    published: '2025-08-05',
    content: `<p>From mid-June through September, monsoon storms sweep across Arizona, southern Nevada, Utah and west Texas. They can drop an inch of rain in under an hour, with gusts strong enough to lift roof tiles. A quick inspection after each big storm finds small problems before they become leaks.</p>
<h2>From the ground</h2>
<ul>
<li>Look for shingles that are missing, curled or lifted, and for cracked or slipped concrete and clay tiles.</li>
<li>On flat roofs, look for debris piled against parapets and for water still standing a day or two after the rain.</li>
<li>Check for branches resting on the roof, and trim any that overhang it.</li>
</ul>
<p>Use binoculars rather than climbing up. Wet tile and shingle roofs are slippery, and tiles crack under foot traffic.</p>
<h2>Gutters, scuppers and downspouts</h2>
<p>Clear leaves, seed pods and grit from gutters and from the scuppers that drain flat roofs. Make sure downspouts discharge at least five feet from the foundation, using extensions or splash blocks. Water pooling against the house can settle foundations, crack slabs and find its way inside.</p>
<h2>Inside</h2>
<p>After heavy rain, look at ceilings, especially near exterior walls, skylights, vents and the chimney, for stains or bubbling paint. Check the attic, if you can reach it safely, for damp insulation or daylight where there should be none.</p>
<h2>Hail and wind damage</h2>
<p>Dents in metal vents and gutters or fresh granules collecting at downspouts can mean hail damaged the roof. Storm damage is a matter for your homeowners insurance, so photograph what you see and contact your insurer.</p>
<h2>Coverage</h2>
<p>Our optional roof leak add-on covers repairing leaks over the occupied living area that come from normal wear. It does not cover storm damage, patios and porches, skylights or roof replacement.</p>`,
  },
  {
    id: 129,
    category: 'pest-control',
    title: 'Scorpions in the Desert Southwest: How to Keep Them Out',
    description:
      'Bark scorpions climb walls, squeeze through tiny gaps and hide in shoes. How to make your home less inviting ' +
      'and what to do about a sting.',
    image: 'bug',
    published: '2026-06-09',
    content: `<p>Scorpions are a fact of life in much of Arizona, southern Nevada and west Texas. The bark scorpion, the species most often found inside homes, is small, light brown and an excellent climber. It is also the one whose sting is most likely to need medical attention.</p>
<h2>Why they come inside</h2>
<p>Scorpions hunt insects and look for cool, damp hiding places during the heat of the day. Homes offer both. They can pass through a gap as thin as a credit card, so sealing is the most effective defense.</p>
<h2>Seal the house</h2>
<ul>
<li>Install door sweeps and replace worn weatherstripping on every exterior door, including the door from the garage.</li>
<li>Caulk gaps around windows, along the base of exterior walls and where pipes, wires and vents pass through.</li>
<li>Cover weep holes and attic vents with fine mesh screen.</li>
<li>Make sure window screens fit tightly.</li>
</ul>
<h2>Make the yard less inviting</h2>
<ul>
<li>Move woodpiles, bricks and stored lumber away from the house and off the ground.</li>
<li>Trim shrubs and tree limbs so they do not touch the walls or roof.</li>
<li>Fix dripping outdoor faucets and irrigation leaks; moisture attracts the insects scorpions eat.</li>
<li>Use yellow bulbs in outdoor fixtures, which attract fewer insects.</li>
</ul>
<h2>Inside</h2>
<p>Pull beds and cribs a few inches away from walls and keep bedding off the floor. Shake out shoes, gloves and towels left on the floor. Scorpions glow under ultraviolet light, so a blacklight flashlight after dark is an effective way to find and remove them. A licensed pest control company can treat the perimeter, though sealing does more than spraying.</p>
<h2>If someone is stung</h2>
<p>Wash the area, apply a cool compress and call Poison Control at 1-800-222-1222 for advice. Seek emergency care right away for young children, older adults, or anyone with trouble breathing, unusual eye movements or muscle twitching.</p>`,
  },
  {
    id: 130,
    category: 'pest-control',
    title: 'Keeping Ants Out of the Kitchen',
    description:
      'A few scouts become a trail by tomorrow. Why sprays often make ant problems worse, and the steps that actually ' +
      'end them.',
    image: 'bug',
    published: '2025-05-13',
    content: `<p>Ants that show up in the kitchen are scouts from a colony outside, or sometimes inside a wall. When one finds food or water, it lays a scent trail back to the nest, and others follow. Stopping ants means breaking that trail and dealing with the colony, not just the ants you see.</p>
<h2>Erase the trail</h2>
<p>Wipe the trail with soapy water or a mix of equal parts white vinegar and water. Plain wiping leaves the scent behind; soap and vinegar remove it, so new ants lose their way.</p>
<h2>Take away the reasons to visit</h2>
<ul>
<li>Store sugar, cereal, honey and pet food in containers with tight lids.</li>
<li>Rinse recycling and take out the trash often.</li>
<li>Do not leave pet food out overnight, and wipe up spills around the bowl.</li>
<li>Fix dripping faucets and leaks under sinks. Many ants come in for water, especially in dry weather.</li>
</ul>
<h2>Use bait, not spray</h2>
<p>Spraying the ants you see kills a few workers and can cause some species to split into several new colonies. Bait stations work differently: workers carry the slow-acting bait back to the nest and share it with the queen. Place baits along the trail, keep them away from children and pets, and be patient. Activity often increases for a day or two before it stops within a week or two.</p>
<h2>Seal the way in</h2>
<p>Once the trail is gone, follow where it was coming from. Caulk the gaps around windows, baseboards, pipes and outlets where the ants were entering.</p>
<h2>When to call a professional</h2>
<p>Carpenter ants, large black ants that leave sawdust-like debris, can damage wood and are worth a professional inspection. So are ants that keep returning after baiting, or fire ants in the yard, which are common in Texas and sting painfully.</p>`,
  },
  {
    id: 131,
    category: 'pest-control',
    title: 'Rodent-Proofing Your Home Before Winter',
    description:
      'As nights get colder, mice and rats look for a way in. How to find and close the openings they use, and how to ' +
      'clean up safely if they have already moved in.',
    image: 'bug',
    published: '2025-10-07',
    content: `<p>Mice and rats move indoors in the fall, looking for warmth, food and a place to nest. A mouse can squeeze through a hole the size of a dime, and a young rat through one the size of a quarter. Closing those openings is the lasting solution.</p>
<h2>Find the openings</h2>
<p>Walk around the outside of the house with a flashlight. Look where pipes, cables and vents enter, under the garage door, around the dryer vent, at gaps in the foundation, and where the roofline meets walls. Inside, check behind the stove and refrigerator and under sinks where pipes come through the wall.</p>
<h2>Seal them</h2>
<ul>
<li>Stuff small holes with steel wool or copper mesh, then seal over it with caulk. Rodents chew through foam, rubber and wood but not metal.</li>
<li>Cover larger openings and vents with quarter-inch hardware cloth.</li>
<li>Replace a worn garage door bottom seal and add door sweeps to exterior doors.</li>
<li>Trim tree branches at least a few feet back from the roof; rats are good climbers.</li>
</ul>
<h2>Remove food and shelter</h2>
<p>Store pet food, birdseed and grass seed in metal or heavy plastic containers with lids. Keep garbage cans closed, pick up fallen fruit, and keep firewood and clutter away from the house.</p>
<h2>Signs they are already inside</h2>
<p>Droppings, gnawed food packages, shredded paper or insulation, and scratching in the walls or attic at night all point to rodents. Snap traps along walls, baited with a little peanut butter, are effective and let you confirm the catch.</p>
<h2>Clean up safely</h2>
<p>Rodent droppings in the West can carry hantavirus, which spreads through dust. Never sweep or vacuum droppings dry. Open windows to air the space for 30 minutes, wear rubber gloves, spray droppings and nesting material with a disinfectant or a solution of one part bleach to ten parts water, let it soak for five minutes, then wipe it up with paper towels and throw them away in a sealed bag.</p>
<p>Rodents also chew wiring, which can cause electrical failures and fires. If you find gnawed wires, have an electrician inspect them.</p>`,
  },
  {
    id: 132,
    category: 'lifestyle-decor',
    title: 'Xeriscaping: A Beautiful Yard That Uses Less Water',
    description:
      'A water-wise yard does not have to mean gravel and a lonely cactus. How to plan a low-water landscape that ' +
      'looks good all year.',
    image: 'leaf',
    published: '2026-05-05',
    content: `<p>Outdoor watering can account for half or more of a household's water use in the arid West. Xeriscaping, landscaping designed around low water use, can cut that dramatically while giving you a yard with more color, texture and wildlife than a lawn alone.</p>
<h2>Start with a plan</h2>
<p>Sketch your yard and note where the sun falls, where water collects, and how you actually use the space. Group plants by their water needs into zones: thirstier plants near the house or a patio where you enjoy them, the toughest plants at the edges.</p>
<h2>Keep turf where it earns its place</h2>
<p>A patch of lawn is useful for kids and dogs. Beyond that, replace it with planting beds, paths or a patio. Many water utilities in Arizona, Nevada, Utah and Texas offer rebates for removing turf; check before you start.</p>
<h2>Choose plants for your region</h2>
<p>Native and climate-adapted plants thrive on rainfall plus a little help. In the low desert, think agave, red yucca, desert marigold, penstemon and desert willow. In high-desert Utah and Idaho, try lavender, sedum, rabbitbrush, penstemon and blue grama grass. In Oregon's dry summers, many Mediterranean plants and native shrubs do well once established. A local nursery can tell you what succeeds in your neighborhood.</p>
<h2>Water smarter</h2>
<ul>
<li>Use drip irrigation for beds and shrubs. It delivers water to the roots with little lost to evaporation.</li>
<li>Water deeply and infrequently to encourage deep roots, and water early in the morning.</li>
<li>Adjust the controller with the seasons, or use a smart controller that follows the weather.</li>
</ul>
<h2>Finish with mulch</h2>
<p>Two to three inches of mulch, rock or organic, keeps roots cooler, holds moisture and discourages weeds. Leave a little space around the base of stems and trunks.</p>
<p>Within a season or two, most xeriscapes need less time and money than a lawn, and they look at home in the landscape around them.</p>`,
  },
  {
    id: 133,
    category: 'lifestyle-decor',
    title: 'Turn Your Patio into an Outdoor Room',
    description:
      'Shade, comfortable seating, good light and a little greenery turn a bare slab into the favorite room of the ' +
      'house. Ideas suited to hot, dry summers.',
    image: 'sun',
    published: '2026-09-08',
    content: `<p>In much of the West, the patio is usable for most of the year, if it is designed for the climate. Think of it as a room: it needs a ceiling, a floor, furniture and light.</p>
<h2>The ceiling: shade</h2>
<p>Shade is what makes a patio usable on summer afternoons. A pergola with a slatted or fabric top, a shade sail anchored to sturdy posts, or a large cantilever umbrella can drop the temperature under it noticeably. Look at where the afternoon sun falls, usually from the west, and shade that side first.</p>
<h2>Keep the air moving</h2>
<p>An outdoor ceiling fan, rated for damp or wet locations, makes a real difference. In dry climates, a misting system cools the air by evaporation; it works best when humidity is low and is less effective during monsoon humidity. Outdoor outlets for fans and lights should be GFCI protected and have weatherproof covers.</p>
<h2>The floor and furniture</h2>
<p>An outdoor rug softens concrete and defines the seating area. Choose furniture that tolerates sun: powder-coated aluminum, teak and all-weather wicker hold up well, while dark metal can get too hot to touch. Cushions with solution-dyed fabric resist fading; store them in a deck box when storms are coming.</p>
<h2>Light for the evenings</h2>
<p>Summer evenings are prime patio time. String lights overhead, a few low path lights and a lantern on the table create layers of light without glare. Warm white bulbs feel more inviting and attract fewer insects than cool white.</p>
<h2>Bring in green</h2>
<p>Containers let you add plants without changing the landscape: herbs near the kitchen door, a potted citrus, or drought-tolerant succulents that forgive a missed watering. Group pots together so they shade each other and hold moisture longer.</p>
<p>Start with shade and a comfortable chair, and add the rest over time. The best outdoor rooms grow one weekend project at a time.</p>`,
  },
];
