/**
 * Service-request question flows of the kitchen and laundry appliances (refrigerator, dishwasher, oven /
 * range / cooktop, garbage disposal, washer, dryer), and the question builders the system flows in
 * question-flows.ts use too. Every flow ends with the same closing questions (since when, age, a condition
 * known before the contract, details, the homeowner's initials) and a covered terminal.
 */
import type {
  BranchRule,
  ChoiceOption,
  MessageQuestion,
  MultiSelectQuestion,
  Question,
  QuestionFlow,
  QuestionOption,
  SelectQuestion,
  TerminalQuestion,
  TextQuestion,
  YesNoQuestion,
} from '@hw/shared';

export const option = (value: string, label: string, next?: string): QuestionOption =>
  next ? { value, label, next } : { value, label };

export const message = (questionId: string, text: string, next: string): MessageQuestion => ({
  questionId,
  type: 'message',
  text,
  next,
});

/** A safety warning shown as a modal the homeowner must close before going on. */
export const warning = (questionId: string, text: string, next: string): MessageQuestion => ({
  questionId,
  type: 'modalMessage',
  text,
  next,
});

/** A yes/no question that goes to `ifYes` on yes (or `ifNo` on no), else to `next`. */
export const yesNo = (
  questionId: string,
  text: string,
  next: string,
  branch: { ifYes: string } | { ifNo: string },
): YesNoQuestion => ({
  questionId,
  type: 'answer',
  text,
  required: true,
  branches: [{ when: { equals: 'ifYes' in branch }, next: 'ifYes' in branch ? branch.ifYes : branch.ifNo }],
  next,
});

/** A required select; options without a next of their own go to `next`. */
export const select = (questionId: string, text: string, next: string, options: QuestionOption[]): SelectQuestion => ({
  questionId,
  type: 'select',
  text,
  required: true,
  options,
  next,
});

/** A required "choose all that apply" question; the first branch rule that holds decides, else `next`. */
export const checkAll = (
  questionId: string,
  text: string,
  next: string,
  options: ChoiceOption[],
  branches: BranchRule[] = [],
): MultiSelectQuestion => ({ questionId, type: 'multiSelect', text, required: true, options, branches, next });

export const errorCode = (questionId: string, next: string): TextQuestion => ({
  questionId,
  type: 'text',
  text: 'Does the display show an error code? Type it as shown, or leave this blank.',
  required: false,
  maxLength: 12,
  next,
});

export const notCovered = (
  questionId: string,
  explanation: string,
  coverageOutcome: 'notCovered' | 'denial' = 'notCovered',
): TerminalQuestion => ({
  questionId,
  type: 'terminal',
  text: 'We are sorry: this is not covered by your home warranty.',
  outcome: 'notCovered',
  coverageOutcome,
  explanation,
});

export const GAS_WARNING =
  'Leave the home now, without switching lights or appliances on or off, and call your gas utility or 911 ' +
  'from outside. Come back to this request once the home has been made safe.';

/**
 * The questions every flow ends with; the item's own questions lead to `<prefix>-since`.
 */
export function closingQuestions(prefix: string, item: string): Question[] {
  const id = (name: string) => `${prefix}-${name}`;
  return [
    {
      questionId: id('since'),
      type: 'date',
      text: `When did you first notice the problem with your ${item}?`,
      required: true,
      min: -730,
      max: 0,
      next: id('age'),
    },
    {
      questionId: id('age'),
      type: 'number',
      text: `About how old is the ${item}, in years?`,
      help: 'The year is often on the label or in the manual. Leave this blank if you do not know.',
      required: false,
      min: 0,
      max: 60,
      unit: 'years',
      next: id('known'),
    },
    yesNo(
      id('known'),
      'Did you know of this problem before your contract started, or was it noted in a home inspection or disclosure?',
      id('details'),
      { ifYes: id('preexisting') },
    ),
    notCovered(
      id('preexisting'),
      'Problems that existed before your coverage started, and were known or noted in an inspection or a ' +
        'seller disclosure, are excluded by your contract. A new failure of this item is still covered: start ' +
        'another request if something else goes wrong.',
      'denial',
    ),
    {
      questionId: id('details'),
      type: 'multiLine',
      text: 'Anything else the technician should know? Access, gate codes, pets, the best time to come.',
      required: false,
      maxLength: 1000,
      next: id('ack'),
    },
    {
      questionId: id('ack'),
      type: 'initial',
      text:
        'Please enter your initials to confirm that an adult will be home for the visit and that the service ' +
        'call fee, paid when you file this request, is not refunded if the technician finds the failure is not covered.',
      required: true,
      next: id('covered'),
    },
    {
      questionId: id('covered'),
      type: 'terminal',
      text: `Thank you. This sounds like a covered ${item} repair. Next, tell us how to reach you and pay the service call fee; a technician will call you to schedule.`,
      outcome: 'covered',
    },
  ];
}

export const refrigeratorFlow: QuestionFlow = {
  warrantyItemId: 'si-refrigerator',
  startQuestionId: 'fridge-which',
  questions: [
    select('fridge-which', 'Which refrigerator needs service?', 'fridge-symptoms', [
      option('kitchen', 'The main kitchen refrigerator'),
      option('second', 'A second refrigerator or a stand-alone freezer', 'fridge-second'),
    ]),
    notCovered(
      'fridge-second',
      'Your plan covers the kitchen refrigerator. A second refrigerator or a stand-alone freezer is covered only ' +
        'with the Additional Refrigerator add-on; if your contract has it, request service for that item instead.',
    ),
    checkAll(
      'fridge-symptoms',
      'What is happening? Choose all that apply.',
      'fridge-code',
      [
        option('warm', 'The fresh-food section is not cold'),
        option('freezer', 'The freezer is not freezing'),
        option('ice', 'The ice maker or water dispenser does not work'),
        option('leak', 'Water is leaking'),
        option('noise', 'Loud or unusual noise'),
        option('parts', 'A shelf, bin, drawer or handle is broken'),
      ],
      [
        { when: { includes: 'parts', atMost: 1 }, next: 'fridge-parts' },
        { when: { includes: 'warm' }, next: 'fridge-food' },
        { when: { includes: 'freezer' }, next: 'fridge-food' },
      ],
    ),
    notCovered(
      'fridge-parts',
      'Shelves, bins, drawers, racks and handles are not covered. If the refrigerator also fails to cool, make ' +
        'ice or dispense water, start again and choose that too.',
    ),
    message(
      'fridge-food',
      'Keep the doors closed and move perishable food to a cooler with ice. Food that spoils while the ' +
        'refrigerator is broken is not covered.',
      'fridge-temp',
    ),
    {
      questionId: 'fridge-temp',
      type: 'number',
      text: 'If you have a thermometer, what temperature is the fresh-food section? Leave blank if you do not know.',
      required: false,
      min: 0,
      max: 90,
      unit: '°F',
      next: 'fridge-code',
    },
    errorCode('fridge-code', 'fridge-urgency'),
    {
      questionId: 'fridge-urgency',
      type: 'fiveStar',
      text: 'How urgent is this? One star: it can wait a few days. Five stars: medicine or baby formula needs refrigeration.',
      required: true,
      branches: [{ when: { atLeast: 5 }, next: 'fridge-priority' }],
      next: 'fridge-since',
    },
    message('fridge-priority', 'We will mark your request as a priority.', 'fridge-since'),
    ...closingQuestions('fridge', 'refrigerator'),
  ],
};

export const dishwasherFlow: QuestionFlow = {
  warrantyItemId: 'si-dishwasher',
  startQuestionId: 'dw-problem',
  questions: [
    select('dw-problem', 'What is wrong with the dishwasher?', 'dw-code', [
      option('start', 'It does not start'),
      option('drain', 'Water stays in the bottom'),
      option('clean', 'It does not clean or dry the dishes'),
      option('leak', 'It leaks onto the floor', 'dw-leak'),
      option('racks', 'Only the racks, baskets or the door panel are broken', 'dw-racks'),
    ]),
    message(
      'dw-leak',
      'Turn off the water valve under the kitchen sink and wipe up the water. Do not run the dishwasher until it is repaired.',
      'dw-code',
    ),
    notCovered(
      'dw-racks',
      'Racks, baskets, rollers and door panels are not covered; your plan covers the pump, motor, timer and seals.',
    ),
    errorCode('dw-code', 'dw-since'),
    ...closingQuestions('dw', 'dishwasher'),
  ],
};

export const ovenFlow: QuestionFlow = {
  warrantyItemId: 'si-oven',
  startQuestionId: 'oven-kind',
  questions: [
    select('oven-kind', 'What kind of appliance is it?', 'oven-problem', [
      option('gas-range', 'Gas range', 'oven-gas'),
      option('electric-range', 'Electric range'),
      option('wall-oven', 'Built-in wall oven'),
      option('gas-cooktop', 'Gas cooktop', 'oven-gas'),
      option('electric-cooktop', 'Electric or glass cooktop'),
    ]),
    yesNo('oven-gas', 'Do you smell gas near the range or cooktop?', 'oven-problem', { ifYes: 'oven-gas-leave' }),
    warning('oven-gas-leave', GAS_WARNING, 'oven-problem'),
    checkAll(
      'oven-problem',
      'What is happening? Choose all that apply.',
      'oven-code',
      [
        option('burner', 'A burner or element does not heat'),
        option('ignite', 'A gas burner clicks but does not light'),
        option('oven', 'The oven does not heat'),
        option('temp', 'The oven temperature is off'),
        option('controls', 'The controls, clock or self-clean do not work'),
        option('door', 'The door does not close or lock'),
        option('excluded', 'Only a cracked glass cooktop, a rack or the rotisserie'),
      ],
      [{ when: { includes: 'excluded', atMost: 1 }, next: 'oven-excluded' }],
    ),
    notCovered(
      'oven-excluded',
      'Glass cooktop surfaces, racks and rotisseries are not covered; your plan covers the burners, elements, ' +
        'controls, and the self-cleaning and clock functions.',
    ),
    errorCode('oven-code', 'oven-since'),
    ...closingQuestions('oven', 'oven or range'),
  ],
};

export const disposalFlow: QuestionFlow = {
  warrantyItemId: 'si-disposal',
  startQuestionId: 'disp-problem',
  questions: [
    select('disp-problem', 'What does the garbage disposal do?', 'disp-reset', [
      option('hums', 'It hums but does not turn'),
      option('silent', 'It makes no sound at all'),
      option('leak', 'It leaks under the sink', 'disp-since'),
      option('object', 'Something fell in and jammed or broke it (a bone, utensil or glass)', 'disp-object'),
    ]),
    notCovered(
      'disp-object',
      'Damage caused by foreign objects such as bones, utensils or glass is not covered. Remove nothing by hand: ' +
        'switch the disposal off at the breaker before anyone reaches in.',
    ),
    yesNo(
      'disp-reset',
      'Have you pressed the red reset button on the bottom of the unit and checked the wall switch and the breaker?',
      'disp-since',
      { ifNo: 'disp-reset-tip' },
    ),
    message(
      'disp-reset-tip',
      'Turn the switch off, press the red reset button under the unit, then try again. Never put your hand in the ' +
        'disposal. If it still does not work, continue with this request.',
      'disp-since',
    ),
    ...closingQuestions('disp', 'garbage disposal'),
  ],
};

export const washerFlow: QuestionFlow = {
  warrantyItemId: 'si-washer',
  startQuestionId: 'washer-kind',
  questions: [
    select('washer-kind', 'What kind of washer is it?', 'washer-problem', [
      option('top', 'Top-loading'),
      option('front', 'Front-loading'),
      option('shared', 'A shared or coin-operated laundry machine', 'washer-shared'),
    ]),
    notCovered(
      'washer-shared',
      'Machines in a shared laundry room and coin-operated machines are not part of your home and are not covered.',
    ),
    checkAll(
      'washer-problem',
      'What is happening? Choose all that apply.',
      'washer-code',
      [
        option('start', 'It does not start'),
        option('spin', 'It does not spin'),
        option('drain', 'It does not drain'),
        option('leak', 'It leaks'),
        option('noise', 'Loud banging or shaking'),
        option('dispenser', 'The soap dispenser or lint screen is broken'),
      ],
      [
        { when: { includes: 'dispenser', atMost: 1 }, next: 'washer-parts' },
        { when: { includes: 'leak' }, next: 'washer-leak' },
      ],
    ),
    notCovered(
      'washer-parts',
      'Soap dispensers and lint screens are not covered; your plan covers the motor, pump, timer and belts.',
    ),
    message(
      'washer-leak',
      'Turn off the hot and cold water valves behind the washer until it is repaired.',
      'washer-code',
    ),
    errorCode('washer-code', 'washer-since'),
    ...closingQuestions('washer', 'clothes washer'),
  ],
};

export const dryerFlow: QuestionFlow = {
  warrantyItemId: 'si-dryer',
  startQuestionId: 'dryer-fuel',
  questions: [
    select('dryer-fuel', 'Is your dryer gas or electric?', 'dryer-problem', [
      option('gas', 'Gas', 'dryer-gas'),
      option('electric', 'Electric'),
    ]),
    yesNo('dryer-gas', 'Do you smell gas near the dryer?', 'dryer-problem', { ifYes: 'dryer-gas-leave' }),
    warning('dryer-gas-leave', GAS_WARNING, 'dryer-problem'),
    checkAll(
      'dryer-problem',
      'What is happening? Choose all that apply.',
      'dryer-code',
      [
        option('heat', 'It runs but does not heat'),
        option('tumble', 'The drum does not turn'),
        option('start', 'It does not start'),
        option('noise', 'Loud squealing or thumping'),
        option('burning', 'Burning smell, smoke or sparks'),
        option('slow', 'Clothes take much longer to dry'),
      ],
      [
        { when: { includes: 'burning' }, next: 'dryer-fire' },
        { when: { includes: 'slow', atMost: 1 }, next: 'dryer-vent' },
      ],
    ),
    warning(
      'dryer-fire',
      'Stop the dryer and unplug it or switch off its breaker. Lint fires can smoulder: if smoke continues or you ' +
        'see flames, leave the home and call 911.',
      'dryer-code',
    ),
    yesNo('dryer-vent', 'Has the dryer vent to the outside been cleaned in the last year?', 'dryer-code', {
      ifNo: 'dryer-vent-end',
    }),
    notCovered(
      'dryer-vent-end',
      'A clogged vent is the most common cause of slow drying, and vent cleaning is maintenance that is not ' +
        'covered. Have the vent cleaned; if the dryer still does not dry, start a new request.',
    ),
    errorCode('dryer-code', 'dryer-since'),
    ...closingQuestions('dryer', 'clothes dryer'),
  ],
};

export const APPLIANCE_QUESTION_FLOWS: readonly QuestionFlow[] = [
  refrigeratorFlow,
  dishwasherFlow,
  ovenFlow,
  disposalFlow,
  washerFlow,
  dryerFlow,
];
