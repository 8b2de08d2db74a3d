/**
 * The service-request question flows: one per major warranty item, keyed by the
 * catalogue's sales item id (si-<coverage key>). They triage the failure, warn of danger (gas, sparks,
 * carbon monoxide, sewage), end at a notCovered terminal that explains why when the item or the failure is
 * outside the contract, and otherwise at a covered terminal. This file holds the home systems; the kitchen
 * and laundry appliances are in question-flows-appliances.ts.
 */
import type { QuestionFlow } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import {
  APPLIANCE_QUESTION_FLOWS,
  checkAll,
  closingQuestions,
  GAS_WARNING,
  message,
  notCovered,
  option,
  select,
  warning,
  yesNo,
} from './question-flows-appliances.ts';
import { spanishFlowTexts } from './question-flows-es.ts';

export const coolingFlow: QuestionFlow = {
  warrantyItemId: 'si-cooling',
  startQuestionId: 'ac-kind',
  questions: [
    select('ac-kind', 'What kind of cooling equipment needs service?', 'ac-symptoms', [
      option('central', 'Central air conditioner (with an outdoor unit)'),
      option('heat-pump', 'Heat pump'),
      option('window', 'Window or portable unit', 'ac-window'),
      option('evaporative', 'Evaporative (swamp) cooler on the roof', 'ac-window'),
    ]),
    notCovered(
      'ac-window',
      'Window units, portable air conditioners and roof-mounted evaporative coolers are not covered. Your plan ' +
        'covers central air conditioning and heat pumps: condensers, compressors, coils and refrigerant recharge.',
    ),
    checkAll(
      'ac-symptoms',
      'What is happening? Choose all that apply.',
      'ac-thermostat',
      [
        option('warm', 'It runs but blows warm air'),
        option('off', 'It does not turn on'),
        option('ice', 'Ice on the lines or the indoor coil'),
        option('leak', 'Water leaking indoors'),
        option('noise', 'Loud or unusual noise'),
        option('burning', 'Burning smell or smoke'),
      ],
      [
        { when: { includes: 'burning' }, next: 'ac-burning' },
        { when: { includes: 'leak' }, next: 'ac-leak' },
      ],
    ),
    warning(
      'ac-burning',
      'Turn the system off at the thermostat and at its breaker now. If you see smoke or flames, leave the home ' +
        'and call 911. Do not switch it back on until a technician has checked it.',
      'ac-thermostat',
    ),
    message(
      'ac-leak',
      'Switch the system off and put towels or a pan under the leak. A clogged condensate drain is a common cause.',
      'ac-thermostat',
    ),
    yesNo(
      'ac-thermostat',
      'Is the thermostat set to Cool, below the room temperature, with fresh batteries?',
      'ac-filter',
      { ifNo: 'ac-thermostat-tip' },
    ),
    message(
      'ac-thermostat-tip',
      'Many cooling problems are solved at the thermostat: set it to Cool, a few degrees below the room, replace ' +
        'its batteries and wait 15 minutes. If it still does not cool, continue with this request.',
      'ac-filter',
    ),
    select('ac-filter', 'When was the air filter last changed?', 'ac-temp', [
      option('recent', 'In the last 3 months'),
      option('older', 'More than 3 months ago'),
      option('unknown', 'I do not know'),
    ]),
    {
      questionId: 'ac-temp',
      type: 'number',
      text: 'What temperature is it inside the home right now?',
      required: true,
      min: 40,
      max: 130,
      unit: '°F',
      next: 'ac-urgency',
    },
    {
      questionId: 'ac-urgency',
      type: 'fiveStar',
      text:
        'How urgent is this for your household? One star: it can wait a few days. Five stars: someone at home is ' +
        'elderly, an infant or medically at risk in the heat.',
      required: true,
      branches: [{ when: { atLeast: 5 }, next: 'ac-priority' }],
      next: 'ac-since',
    },
    message(
      'ac-priority',
      'We will mark your request as a priority. If anyone shows signs of heat illness, call 911.',
      'ac-since',
    ),
    ...closingQuestions('ac', 'air conditioning'),
  ],
};

export const heatingFlow: QuestionFlow = {
  warrantyItemId: 'si-heating',
  startQuestionId: 'heat-gas',
  questions: [
    yesNo('heat-gas', 'Do you smell gas (like rotten eggs) near the furnace or anywhere in the home?', 'heat-kind', {
      ifYes: 'heat-gas-leave',
    }),
    warning('heat-gas-leave', GAS_WARNING, 'heat-kind'),
    select('heat-kind', 'What kind of heating needs service?', 'heat-symptoms', [
      option('gas-furnace', 'Gas furnace'),
      option('electric-furnace', 'Electric furnace'),
      option('heat-pump', 'Heat pump'),
      option('fireplace', 'Fireplace or wood stove', 'heat-excluded'),
      option('geothermal', 'Geothermal or solar heating', 'heat-excluded'),
    ]),
    notCovered(
      'heat-excluded',
      'Fireplaces, wood stoves and geothermal or solar heating are not covered. Your plan covers furnaces and heat ' +
        'pumps, their thermostats, gas valves and igniters.',
    ),
    checkAll(
      'heat-symptoms',
      'What is happening? Choose all that apply.',
      'heat-thermostat',
      [
        option('none', 'No heat at all'),
        option('weak', 'Not enough heat'),
        option('blower', 'The blower runs all the time'),
        option('cycling', 'It turns on and off every few minutes'),
        option('noise', 'Banging, squealing or rattling'),
        option('co-alarm', 'The carbon monoxide alarm is sounding'),
      ],
      [{ when: { includes: 'co-alarm' }, next: 'heat-co' }],
    ),
    warning(
      'heat-co',
      'Get everyone out of the home now, leave the doors open and call 911 or the fire department from outside. ' +
        'Do not run the furnace again until it has been inspected.',
      'heat-thermostat',
    ),
    yesNo('heat-thermostat', 'Is the thermostat set to Heat and above the room temperature?', 'heat-temp', {
      ifNo: 'heat-thermostat-tip',
    }),
    message(
      'heat-thermostat-tip',
      'Set the thermostat to Heat, a few degrees above the room, and wait 10 minutes. If there is still no heat, ' +
        'continue with this request.',
      'heat-temp',
    ),
    {
      questionId: 'heat-temp',
      type: 'number',
      text: 'What temperature is it inside the home right now?',
      required: true,
      min: 20,
      max: 100,
      unit: '°F',
      branches: [{ when: { atMost: 55 }, next: 'heat-priority' }],
      next: 'heat-since',
    },
    message(
      'heat-priority',
      'Below 55 °F we treat a heating request as a priority. Keep pipes from freezing by opening cabinet doors ' +
        'under sinks.',
      'heat-since',
    ),
    ...closingQuestions('heat', 'heating system'),
  ],
};

export const waterHeaterFlow: QuestionFlow = {
  warrantyItemId: 'si-water-heater',
  startQuestionId: 'wh-kind',
  questions: [
    select('wh-kind', 'What kind of water heater do you have?', 'wh-problem', [
      option('gas', 'Gas, with a tank', 'wh-gas'),
      option('electric', 'Electric, with a tank'),
      option('tankless', 'Tankless', 'wh-code'),
      option('solar', 'Solar, or a holding tank', 'wh-solar'),
    ]),
    notCovered(
      'wh-solar',
      'Solar water heaters and holding tanks are not covered. Your plan covers gas and electric tank water heaters ' +
        'and tankless units.',
    ),
    yesNo('wh-gas', 'Do you smell gas near the water heater?', 'wh-problem', { ifYes: 'wh-gas-leave' }),
    warning('wh-gas-leave', GAS_WARNING, 'wh-problem'),
    {
      questionId: 'wh-code',
      type: 'text',
      text: 'Tankless heaters show an error code when they stop. Type it as shown, or leave this blank.',
      required: false,
      maxLength: 12,
      next: 'wh-problem',
    },
    select('wh-problem', 'What is the problem?', 'wh-size', [
      option('none', 'No hot water'),
      option('little', 'Not enough hot water'),
      option('tank-leak', 'Water leaking from the tank itself', 'wh-tank-leak'),
      option('pipe-leak', 'Water leaking from a pipe or valve on top'),
      option('relief', 'The relief valve drips or sprays'),
      option('noise', 'Rumbling or popping'),
    ]),
    warning(
      'wh-tank-leak',
      'Close the cold-water valve above the water heater and switch off its breaker or set the gas control to ' +
        'Off. A leaking tank usually has to be replaced; keep the area dry until the technician arrives.',
      'wh-size',
    ),
    {
      questionId: 'wh-size',
      type: 'number',
      text: 'What is the tank size, in gallons? It is on the label. Leave blank if you do not know.',
      required: false,
      min: 10,
      max: 120,
      unit: 'gallons',
      next: 'wh-since',
    },
    ...closingQuestions('wh', 'water heater'),
  ],
};

export const stoppageFlow: QuestionFlow = {
  warrantyItemId: 'si-stoppages',
  startQuestionId: 'drain-where',
  questions: [
    select('drain-where', 'Which drain is stopped?', 'drain-backup', [
      option('kitchen', 'Kitchen sink'),
      option('bath-sink', 'Bathroom sink'),
      option('tub', 'Tub or shower'),
      option('toilet', 'Toilet'),
      option('several', 'Several drains at once', 'drain-cleanout'),
      option('outside', 'A drain or sewer line outside the house', 'drain-outside'),
    ]),
    notCovered(
      'drain-outside',
      'Stoppages in lines outside the foundation of the house are not covered. Your plan covers clearing sink, ' +
        'tub, shower and toilet stoppages inside the home.',
    ),
    yesNo(
      'drain-cleanout',
      'Is there a clean-out (a capped pipe, often outside by the foundation or in the garage) a plumber can reach?',
      'drain-backup',
      { ifNo: 'drain-no-cleanout' },
    ),
    message(
      'drain-no-cleanout',
      'Stoppages are cleared through an existing clean-out. Without one the plumber may pull a toilet to reach the ' +
        'line; the cost of creating new access is not covered.',
      'drain-backup',
    ),
    yesNo('drain-backup', 'Is sewage or dirty water backing up into tubs, showers or floor drains?', 'drain-roots', {
      ifYes: 'drain-stop-water',
    }),
    warning(
      'drain-stop-water',
      'Stop using water in the home (no flushing, showers, dishwasher or laundry) until the line is cleared, and ' +
        'keep children and pets away from the backed-up water.',
      'drain-roots',
    ),
    yesNo(
      'drain-roots',
      'Has a plumber told you before that tree roots cause stoppages in this line?',
      'drain-chemicals',
      { ifYes: 'drain-roots-end' },
    ),
    notCovered(
      'drain-roots-end',
      'Stoppages caused by tree roots are not covered. A plumber of your choice can clear the roots; ask about ' +
        'treating or repairing the line so it does not happen again.',
    ),
    yesNo(
      'drain-chemicals',
      'Have you poured a chemical drain cleaner into the drain in the last 48 hours?',
      'drain-since',
      { ifYes: 'drain-chemical-tip' },
    ),
    message(
      'drain-chemical-tip',
      'Please tell the plumber when they arrive: chemical cleaners can burn skin and eyes when the line is opened.',
      'drain-since',
    ),
    ...closingQuestions('drain', 'drain'),
  ],
};

export const electricalFlow: QuestionFlow = {
  warrantyItemId: 'si-electrical',
  startQuestionId: 'elec-problem',
  questions: [
    select('elec-problem', 'What is the electrical problem?', 'elec-signs', [
      option('outlet', 'An outlet or switch does not work'),
      option('breaker', 'A breaker keeps tripping'),
      option('partial', 'Part of the home has no power'),
      option('whole', 'The whole home has no power', 'elec-neighbours'),
      option('fixture', 'A light fixture, bulb, solar panel or home battery', 'elec-excluded'),
    ]),
    notCovered(
      'elec-excluded',
      'Light fixtures, bulbs, solar panels and home batteries are not covered. Your plan covers the panel, ' +
        'breakers, wiring, switches and outlets.',
    ),
    yesNo('elec-neighbours', 'Are your neighbours without power too?', 'elec-signs', { ifYes: 'elec-utility' }),
    notCovered(
      'elec-utility',
      'A power outage in the neighbourhood is a utility problem, not a failure of your home’s electrical system. ' +
        'Please report it to your electric utility.',
    ),
    {
      questionId: 'elec-signs',
      type: 'multiSelect',
      text: 'Do you notice any of these? Choose all that apply, or none.',
      required: false,
      options: [
        option('sparks', 'Sparks or arcing'),
        option('burning', 'Burning smell or scorch marks'),
        option('warm', 'An outlet or switch plate warm to the touch'),
        option('buzz', 'Buzzing from the panel'),
      ],
      branches: [{ when: { atLeast: 1 }, next: 'elec-danger' }],
      next: 'elec-reset',
    },
    warning(
      'elec-danger',
      'Do not use that outlet or switch. If you can do it safely, switch off its breaker or the main breaker. If ' +
        'there is smoke or fire, or the panel is sparking, leave the home and call 911.',
      'elec-reset',
    ),
    yesNo(
      'elec-reset',
      'Have you reset the breaker and any GFCI outlets (the ones with Test and Reset buttons) on that circuit?',
      'elec-rooms',
      { ifNo: 'elec-reset-tip' },
    ),
    message(
      'elec-reset-tip',
      'Switch the tripped breaker fully off, then on, and press Reset on GFCI outlets in kitchens, bathrooms, the ' +
        'garage and outside. If the power does not come back, continue with this request.',
      'elec-rooms',
    ),
    {
      questionId: 'elec-rooms',
      type: 'text',
      text: 'Which rooms or outlets are affected?',
      required: false,
      maxLength: 200,
      next: 'elec-since',
    },
    ...closingQuestions('elec', 'electrical system'),
  ],
};

export const SYSTEM_QUESTION_FLOWS: readonly QuestionFlow[] = [
  coolingFlow,
  heatingFlow,
  waterHeaterFlow,
  stoppageFlow,
  electricalFlow,
];

/** Every seeded flow, one per warranty item. */
export const QUESTION_FLOWS: readonly QuestionFlow[] = [...SYSTEM_QUESTION_FLOWS, ...APPLIANCE_QUESTION_FLOWS];

export const questionFlowFor = (warrantyItemId: string): QuestionFlow | undefined =>
  QUESTION_FLOWS.find((flow) => flow.warrantyItemId === warrantyItemId);

/** The flow of a covered item without its own triage: what happens, then the closing questions. */
export function generalFlow(warrantyItemId: string, description: string): QuestionFlow {
  const item = description.toLowerCase();
  return {
    warrantyItemId,
    startQuestionId: 'gen-problem',
    questions: [
      {
        questionId: 'gen-problem',
        type: 'multiLine',
        text: `What is wrong with your ${item}? Tell us what you see and hear.`,
        required: true,
        maxLength: 1000,
        next: 'gen-since',
      },
      ...closingQuestions('gen', item),
    ],
  };
}

/** Writes every flow, with its Spanish: a seeded triage for the major items, the general flow for every other coverage. */
export async function seedQuestionFlows(tx: Tx, t: Tables): Promise<void> {
  const coverages = await tx
    .select({ salesItemId: t.coverages.salesItemId, description: t.coverages.description })
    .from(t.coverages);
  for (const coverage of coverages) {
    const flow = questionFlowFor(coverage.salesItemId) ?? generalFlow(coverage.salesItemId, coverage.description);
    const row = {
      startQuestionId: flow.startQuestionId,
      questions: flow.questions,
      translations: { es: spanishFlowTexts(flow, coverage.description) },
    };
    await tx
      .insert(t.questionFlows)
      .values({ warrantyItemId: flow.warrantyItemId, ...row })
      .onConflictDoUpdate({ target: t.questionFlows.warrantyItemId, set: row });
  }
}
