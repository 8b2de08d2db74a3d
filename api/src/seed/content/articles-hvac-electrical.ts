/** Articles: heating and cooling, and electrical. */
import type { SeedArticle } from './types.ts';

export const hvacElectricalArticles: SeedArticle[] = [
  {
    id: 109,
    category: 'hvac',
    title: 'How Often Should You Change Your Air Filter?',
    description:
      'The cheapest maintenance task in your home is also one of the most important. How often to change the HVAC ' +
      'filter, which one to buy and why it matters.',
    image: 'thermostat',
    published: '2026-09-15',
    content: `<p>Your heating and cooling system pulls all of the air in your home through its filter several times an hour. When the filter clogs, the blower has to work harder, the system runs longer, and dust builds up on the coils and in the ducts. A clean filter is the single easiest way to protect your system and lower your energy bill.</p>
<h2>How often to change it</h2>
<ul>
<li><strong>One-inch filters:</strong> every 1 to 3 months. Check monthly during peak cooling and heating seasons.</li>
<li><strong>Four- or five-inch media filters:</strong> every 6 to 12 months, following the manufacturer's guidance.</li>
<li><strong>Change more often</strong> if you have pets, allergies, ongoing construction nearby, or live where dust storms are common.</li>
</ul>
<p>The simplest test: hold the filter up to a light. If you cannot see light through it, it is overdue.</p>
<h2>Which filter to buy</h2>
<p>Filters are rated by MERV, from 1 to 16 for home use. Most homes do well with MERV 8 to 11, which captures dust, pollen and pet dander without restricting airflow too much. Very high ratings can choke airflow on systems that were not designed for them, so ask a technician before jumping to MERV 13 or higher.</p>
<h2>Installing it correctly</h2>
<p>Turn the system off, slide the old filter out and note the size printed on its frame. Every filter has an arrow showing the direction of airflow: it should point toward the blower, away from the return grille. Write the date on the frame so you know when you changed it.</p>
<h2>Why it matters for your warranty</h2>
<p>A frozen evaporator coil, an overheated blower motor or a failed compressor can all be traced back to restricted airflow. Regular filter changes are part of the reasonable maintenance every home warranty expects, and they are the best way to avoid a breakdown in the first place.</p>`,
  },
  {
    id: 110,
    category: 'hvac',
    title: 'Preparing Your Air Conditioner for a Desert Summer',
    description:
      'When afternoon temperatures pass 110 degrees, an air conditioner has no margin for neglect. A spring checklist ' +
      'to get yours ready.',
    image: 'sun',
    published: '2026-04-08',
    content: `<p>In Phoenix, Las Vegas and much of Texas, the air conditioner runs for months with hardly a break. Spring, before the heat arrives, is the time to make sure it is ready. Most of this checklist takes less than an hour.</p>
<h2>Outside</h2>
<ul>
<li><strong>Clear the condenser.</strong> Keep at least two feet of open space around the outdoor unit. Trim shrubs and remove leaves, tumbleweeds and debris.</li>
<li><strong>Rinse the coil.</strong> Turn the power off at the outdoor disconnect, then gently rinse the fins with a garden hose. Never use a pressure washer; it bends the fins.</li>
<li><strong>Check that the unit is level</strong> and that the insulation on the large copper line is intact. Sun-damaged insulation wastes cooling.</li>
</ul>
<h2>Inside</h2>
<ul>
<li><strong>Replace the filter</strong>, and plan to check it monthly through the summer.</li>
<li><strong>Flush the condensate line.</strong> Pour a cup of white vinegar into the drain line access near the indoor unit to keep algae from clogging it. A clogged line can shut the system down or cause a leak.</li>
<li><strong>Replace the thermostat batteries</strong> and check that the system switches to cooling and starts normally.</li>
</ul>
<h2>Know what your system can do</h2>
<p>Most residential systems are designed to keep the house about 20 degrees cooler than the outdoors on the hottest days. If it is 115 degrees outside, 80 to 85 degrees inside during the late afternoon can be normal, not a failure. Closing blinds on sunny windows, running ceiling fans and avoiding the oven in the afternoon all help.</p>
<h2>Schedule a tune-up</h2>
<p>A professional tune-up checks refrigerant pressure, electrical connections, the capacitor and the contactor, the parts that most often fail in extreme heat. Some of our plans include a yearly A/C tune-up, and it can be added to others.</p>`,
  },
  {
    id: 111,
    category: 'hvac',
    title: 'Furnace Safety Checklist Before the First Cold Snap',
    description:
      'A few simple checks in the fall keep your furnace running safely all winter and help you spot problems before ' +
      'you need the heat.',
    image: 'flame',
    published: '2025-10-14',
    content: `<p>The first cold night of the year is when furnace repair lines light up. Test your heat in early fall, while the weather is mild and contractors have open schedules.</p>
<h2>Start with safety</h2>
<ul>
<li><strong>Test your carbon monoxide alarms</strong> and replace their batteries. Every home with gas appliances should have one on each level and near sleeping areas. Replace alarms at the end of their rated life, usually 7 to 10 years.</li>
<li><strong>Clear the area</strong> around the furnace and water heater. Paint, cleaning supplies and stored boxes do not belong near a flame.</li>
<li><strong>Look at the vent pipe.</strong> It should be firmly connected and slope upward toward the outside, with no rust holes or gaps.</li>
</ul>
<h2>Then the system itself</h2>
<ul>
<li>Install a fresh filter.</li>
<li>Open the supply registers in every room and make sure furniture is not blocking returns.</li>
<li>Switch the thermostat to heat and raise the setting a few degrees. The furnace should start within a couple of minutes.</li>
<li>If you can see the burner flame, it should be mostly blue and steady. A lazy yellow or flickering flame calls for a technician.</li>
</ul>
<p>A dusty smell for the first few minutes is normal; it is dust burning off the heat exchanger after months of rest. It should fade quickly.</p>
<h2>When to stop and call</h2>
<p>If you smell gas, leave the house, do not switch lights on or off, and call your gas utility from outside. Call for service if the furnace starts and stops repeatedly, the blower runs but the air stays cold, you hear banging or screeching, or a carbon monoxide alarm sounds. Furnaces and thermostats are covered under our plans, and no-heat calls in freezing weather are treated as emergencies.</p>`,
  },
  {
    id: 112,
    category: 'hvac',
    title: 'Heat Pumps Explained: How One System Heats and Cools Your Home',
    description:
      'Heat pumps are showing up in more homes across the West. How they work, what is normal, and how to get the ' +
      'best performance in winter.',
    image: 'snowflake',
    published: '2025-12-02',
    content: `<p>A heat pump looks just like a central air conditioner, and in summer it works exactly like one. The difference is that it can run in reverse. In winter it pulls heat out of the outdoor air, even cold air, and moves it into your home.</p>
<h2>How it works</h2>
<p>Instead of burning fuel to make heat, a heat pump moves heat from one place to another with refrigerant, the same way a refrigerator does. A part called the reversing valve changes the direction of refrigerant flow, switching between cooling and heating. Because moving heat takes less energy than creating it, a heat pump can deliver two to three units of heat for every unit of electricity it uses in mild weather.</p>
<h2>What is normal</h2>
<ul>
<li><strong>Warm, not hot, air:</strong> a heat pump delivers air around 90 to 100 degrees, cooler than a gas furnace. It runs longer, steadier cycles to keep up.</li>
<li><strong>Defrost cycles:</strong> in cold, damp weather, frost forms on the outdoor coil. The system briefly switches to cooling to melt it, and you may see steam rising from the unit. That is expected.</li>
<li><strong>Auxiliary heat:</strong> on very cold days, electric heat strips help out. The thermostat may show "aux" or "emergency" heat.</li>
</ul>
<h2>Getting the most from it</h2>
<p>Avoid big thermostat setbacks. Raising the temperature five or more degrees at once in the morning often triggers the costly auxiliary heat. A steady setting, or a thermostat designed for heat pumps, keeps bills lower. Keep the outdoor unit clear of snow and leaves, and change the filter on schedule.</p>
<h2>When to call for service</h2>
<p>Call if the outdoor unit is encased in ice that does not clear after a defrost cycle, if the system blows cold air in heating mode for more than a few minutes, or if it runs on emergency heat all the time. Heat pumps are covered like other heating and cooling equipment under our plans.</p>`,
  },
  {
    id: 113,
    category: 'hvac',
    title: 'AC Blowing Warm Air? Seven Things to Check Before You Call',
    description:
      'Some air conditioner problems have simple causes you can fix in minutes. Check these seven things first, and ' +
      'know when it is time for a technician.',
    image: 'fan',
    published: '2026-07-01',
    content: `<p>Warm air from the vents on a hot afternoon is alarming, but the cause is not always a major failure. Before you request service, walk through these checks.</p>
<h2>1. The thermostat</h2>
<p>Make sure it is set to cool, the set temperature is below the room temperature, and the fan is on auto rather than on. A fan set to on keeps blowing between cooling cycles, which can feel like warm air. Replace the batteries if the display is dim or blank.</p>
<h2>2. The air filter</h2>
<p>A clogged filter restricts airflow and can make the indoor coil freeze. Replace it if it is dirty.</p>
<h2>3. The breakers</h2>
<p>Central systems usually have two breakers: one for the indoor unit and one for the outdoor condenser. If the outdoor one tripped, the fan inside keeps blowing but nothing cools the air. Reset it once. If it trips again, leave it off and call.</p>
<h2>4. The outdoor unit</h2>
<p>Stand next to it while the system is calling for cooling. The fan on top should be spinning and you should hear the compressor hum. If it is silent, or humming without the fan turning, turn it off and request service. Do not poke at the fan or open the panel: the capacitor inside holds a dangerous electrical charge.</p>
<h2>5. Ice on the lines</h2>
<p>Frost on the copper line or the indoor coil means the coil froze, usually from low airflow or low refrigerant. Turn cooling off and run the fan only for a few hours to thaw it, then replace the filter.</p>
<h2>6. The condensate drain</h2>
<p>Many systems have a safety switch that shuts cooling off when the drain line clogs. Look for water in the drain pan or a float switch that has tripped.</p>
<h2>7. A dirty outdoor coil</h2>
<p>A coil caked with dust cannot shed heat. Rinse it gently with a hose, with the power off.</p>
<h2>Time to call</h2>
<p>If none of these fix it, request service. Refrigerant leaks, failed capacitors, contactors and compressors need a licensed technician, and they are the repairs a home warranty is designed to cover.</p>`,
  },
  {
    id: 114,
    category: 'electrical',
    title: 'GFCI Outlets: Where You Need Them and How to Test Them',
    description:
      'Ground-fault outlets prevent serious shocks near water. Where they belong, how to test them monthly, and what ' +
      'it means when one will not reset.',
    image: 'outlet',
    published: '2026-02-10',
    content: `<p>A ground-fault circuit interrupter, or GFCI, is the outlet with the TEST and RESET buttons. It watches the current flowing out on the hot wire and back on the neutral. If the two differ by even a few thousandths of an amp, meaning electricity may be flowing through a person, it cuts power in a fraction of a second.</p>
<h2>Where they belong</h2>
<p>Current electrical codes call for GFCI protection in bathrooms, kitchens near countertops, laundry areas, garages, outdoor outlets, crawl spaces, unfinished basements and anywhere within a few feet of a sink. Older homes often have few of them. Adding GFCI protection in wet areas is one of the most valuable safety upgrades you can make.</p>
<h2>One GFCI can protect several outlets</h2>
<p>A GFCI outlet can protect the ordinary outlets wired after it on the same circuit. That is why a bathroom outlet may stop working when a GFCI in another bathroom or the garage trips. If an outlet is dead, look for a tripped GFCI nearby before calling anyone. Protected outlets are often marked with a small "GFCI Protected" sticker.</p>
<h2>How to test</h2>
<ol>
<li>Plug a lamp or night light into the outlet and turn it on.</li>
<li>Press TEST. The light should go out, and the RESET button should pop out.</li>
<li>Press RESET firmly. The light should come back on.</li>
</ol>
<p>Test every GFCI once a month. If the light stays on after you press TEST, the outlet is not protecting you and should be replaced.</p>
<h2>When it will not reset</h2>
<p>A GFCI that trips again immediately is doing its job: something on the circuit is leaking current, such as a wet outdoor outlet, a damaged cord or a failing appliance. Unplug everything on the circuit and try again. If it still will not reset, or it trips often for no clear reason, call for service. Outlets and switches are part of the electrical coverage in our plans.</p>`,
  },
  {
    id: 115,
    category: 'electrical',
    title: 'Why Does My Breaker Keep Tripping?',
    description:
      'A tripping breaker is a safety device doing its job. The three usual causes, how to reset one safely, and when ' +
      'a repeat trip means trouble.',
    image: 'bolt',
    published: '2025-08-19',
    content: `<p>A circuit breaker protects the wiring in your walls from carrying more current than it can safely handle. When it trips, it is telling you something. Figuring out what is usually simple.</p>
<h2>Cause 1: an overloaded circuit</h2>
<p>The most common cause is simply too much on one circuit: a space heater and a hair dryer in the same bathroom, or a microwave and a toaster oven on one kitchen circuit. Each circuit has a limit, typically 15 or 20 amps. Move one of the heavy users to a different circuit and the problem usually disappears.</p>
<h2>Cause 2: a short circuit</h2>
<p>A short happens when a hot wire touches a neutral or ground wire, sending a surge of current. The breaker trips instantly, sometimes with a pop or a spark at an outlet. Damaged cords, loose connections and failing appliances are common culprits. If you notice a burning smell, scorch marks or a warm outlet, stop using that circuit and call an electrician.</p>
<h2>Cause 3: a ground or arc fault</h2>
<p>Newer homes have GFCI and AFCI breakers that trip on ground faults or on arcing, the tiny sparks that come from damaged wires. These breakers have a test button and sometimes an indicator light. They can also be tripped by moisture or by certain motors and electronics.</p>
<h2>How to reset a breaker</h2>
<ol>
<li>Unplug or switch off what was running on the circuit.</li>
<li>Find the breaker that is in the middle position or shows a colored flag.</li>
<li>Push it firmly to OFF, then back to ON.</li>
<li>Plug things back in one at a time.</li>
</ol>
<h2>When to call</h2>
<p>If a breaker trips again immediately with nothing plugged in, trips several times a week, feels hot, or will not stay on, call for service. Never replace a breaker with a larger one to stop the trips: the breaker is sized for the wire, and a larger one can let the wire overheat. Panels, breakers and wiring are part of the electrical coverage in our plans.</p>`,
  },
  {
    id: 116,
    category: 'electrical',
    title: "Warning Signs Your Home's Wiring Needs Attention",
    description:
      'Electrical problems often announce themselves before they become dangerous. The signs that should never be ' +
      'ignored.',
    image: 'bolt',
    published: '2026-09-30',
    content: `<p>Electrical fires and shocks rarely come out of nowhere. Wiring that is worn, overloaded or poorly connected usually shows warning signs first. Knowing them lets you act while the fix is still simple.</p>
<h2>Signs to act on right away</h2>
<ul>
<li><strong>A burning or hot-plastic smell</strong> near outlets, switches or the panel.</li>
<li><strong>Outlets or switch plates that are warm to the touch</strong>, discolored or scorched.</li>
<li><strong>Buzzing or crackling</strong> from outlets, switches or the panel.</li>
<li><strong>A tingle or shock</strong> when you touch an appliance, faucet or switch.</li>
</ul>
<p>If you notice any of these, turn off the circuit at the panel if you can do so safely, and call a licensed electrician.</p>
<h2>Signs to schedule a checkup</h2>
<ul>
<li>Lights that flicker or dim when a large appliance starts.</li>
<li>Breakers that trip often, or fuses that blow.</li>
<li>Outlets that no longer hold a plug firmly.</li>
<li>Two-prong outlets without a ground, common in homes built before the 1960s.</li>
<li>Extension cords used as permanent wiring because there are not enough outlets.</li>
</ul>
<h2>Older wiring types</h2>
<p>Homes built before about 1950 may still have knob-and-tube wiring, and some homes built in the mid-1960s to early 1970s have aluminum branch wiring. Neither is automatically dangerous, but both need an electrician's evaluation, and aluminum wiring connections in particular need the right connectors.</p>
<h2>What a home warranty does</h2>
<p>Our plans cover the failure of the electrical panel, breakers, wiring, switches and outlets inside the home. They do not cover upgrading an older system to current code when nothing has failed, so if an inspection recommends updates, plan for them separately.</p>`,
  },
];
