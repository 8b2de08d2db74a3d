import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from './enums.ts';
import {
  type Answer,
  type AnswerValue,
  checkFlow,
  conditionHolds,
  currentQuestion,
  dateBounds,
  flowOutcome,
  flowTexts,
  questionFlowMessages as m,
  nextQuestionId,
  pathOf,
  type Question,
  type QuestionFlow,
  questionsLeft,
  removeAnswer,
  setAnswer,
  translateFlow,
  validateAnswer,
  validateAnswers,
} from './question-flow.ts';

const TODAY = '2025-06-15';
const WINDOW_UNITS = 'Window and portable air conditioners are not covered by your plan.';

/** A small cooling flow that uses every question type. */
const flow: QuestionFlow = {
  warrantyItemId: 'si-cooling',
  startQuestionId: 'kind',
  questions: [
    {
      questionId: 'kind',
      type: 'select',
      text: 'What kind of system is it?',
      required: true,
      options: [
        { value: 'central', label: 'Central air', next: 'symptoms' },
        { value: 'window', label: 'Window unit', next: 'window-end' },
        { value: 'heat-pump', label: 'Heat pump' },
      ],
      next: 'symptoms',
    },
    {
      questionId: 'window-end',
      type: 'terminal',
      text: 'Not covered',
      outcome: 'notCovered',
      explanation: WINDOW_UNITS,
    },
    {
      questionId: 'symptoms',
      type: 'multiSelect',
      text: 'What do you notice?',
      required: true,
      options: [
        { value: 'warm', label: 'Blowing warm air' },
        { value: 'leak', label: 'Water leaking' },
        { value: 'burning', label: 'Burning smell' },
      ],
      branches: [{ when: { includes: 'burning' }, next: 'safety' }],
      next: 'temp',
    },
    { questionId: 'safety', type: 'modalMessage', text: 'Switch the system off at the breaker.', next: 'temp' },
    {
      questionId: 'temp',
      type: 'number',
      text: 'Indoor temperature?',
      required: true,
      min: 40,
      max: 120,
      branches: [{ when: { atLeast: 90 }, next: 'urgent' }],
      next: 'since',
    },
    { questionId: 'urgent', type: 'message', text: 'We will treat this as urgent.', next: 'since' },
    { questionId: 'since', type: 'date', text: 'Since when?', required: true, min: -365, max: 0, next: 'age' },
    { questionId: 'age', type: 'number', text: 'Age in years?', required: false, min: 0, max: 50, next: 'known' },
    {
      questionId: 'known',
      type: 'answer',
      text: 'Was the problem known before the contract started?',
      required: true,
      branches: [{ when: { equals: true }, next: 'preexisting' }],
      next: 'code',
    },
    {
      questionId: 'preexisting',
      type: 'terminal',
      text: 'Not covered',
      outcome: 'notCovered',
      coverageOutcome: 'denial',
      explanation: 'Known pre-existing conditions are not covered.',
    },
    { questionId: 'code', type: 'text', text: 'Error code?', required: false, maxLength: 10, next: 'rating' },
    { questionId: 'rating', type: 'fiveStar', text: 'How urgent is it?', required: true, next: 'details' },
    { questionId: 'details', type: 'multiLine', text: 'Anything else?', required: false, maxLength: 50, next: 'ack' },
    { questionId: 'ack', type: 'initial', text: 'Initial to confirm the fee.', required: true, next: 'covered' },
    { questionId: 'covered', type: 'terminal', text: 'Covered', outcome: 'covered' },
  ],
};

const q = (id: string): Question => {
  const question = flow.questions.find((x) => x.questionId === id);
  if (!question) throw new Error(id);
  return question;
};
const answers = (record: Record<string, AnswerValue>): Answer[] =>
  Object.entries(record).map(([questionId, value]) => ({ questionId, value }));
const ids = (list: { questionId: string }[]) => list.map((x) => x.questionId);

const toCovered = {
  kind: 'central',
  symptoms: ['warm'],
  temp: 82,
  since: '2025-06-10',
  age: '',
  known: false,
  code: 'E5',
  rating: 4,
  details: '',
  ack: 'jd',
};

describe('the structure of a flow', () => {
  it('finds nothing wrong with a sound flow that uses every question type', () => {
    expect(checkFlow(flow)).toEqual([]);
    expect(new Set(flow.questions.map((x) => x.type))).toEqual(new Set(QUESTION_TYPES));
  });

  it('finds unknown next ids, unreachable questions, cycles, dead ends and a missing terminal', () => {
    const broken: QuestionFlow = {
      warrantyItemId: 'x',
      startQuestionId: 'a',
      questions: [
        {
          questionId: 'a',
          type: 'answer',
          text: 'A?',
          required: true,
          branches: [{ when: {}, next: 'zz' }],
          next: 'b',
        },
        { questionId: 'b', type: 'message', text: 'B', next: 'c' },
        {
          questionId: 'c',
          type: 'select',
          text: 'C?',
          required: true,
          options: [{ value: 'x', label: 'X', next: 'a' }],
        },
        { questionId: 'd', type: 'text', text: 'D?', required: false },
        { questionId: 'e', type: 'multiSelect', text: 'E?', required: true, options: [], next: 'a' },
      ],
    };
    const found = checkFlow(broken).map((p) => `${p.questionId ?? '-'}: ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'a: A branch rule has no condition.',
        'a: Unknown next question zz.',
        'c: Question c leads back to a: a cycle.',
        'd: The question has no next question for some answers.',
        'd: The question cannot be reached from the start.',
        'e: A choice question needs options.',
        'e: The question cannot be reached from the start.',
        '-: The flow has no terminal.',
      ]),
    );
  });

  it('wants an explanation on a notCovered terminal, a known start and unique ids', () => {
    const flawed: QuestionFlow = {
      warrantyItemId: 'x',
      startQuestionId: 'nowhere',
      questions: [
        { questionId: 't', type: 'terminal', text: 'No', outcome: 'notCovered' },
        { questionId: 't', type: 'terminal', text: 'Yes', outcome: 'covered', coverageOutcome: 'denial' },
      ],
    };
    const found = checkFlow(flawed).map((p) => p.message);
    expect(found).toContain('notCovered needs an explanation.');
    expect(found).toContain('The question id repeats.');
    expect(found).toContain('denial does not fit a covered terminal.');
    expect(found).toContain('Unknown start question nowhere.');
  });
});

describe('walking the flow', () => {
  it('starts at the start question', () => {
    expect(ids(pathOf(flow, []))).toEqual(['kind']);
    expect(currentQuestion(flow, [])?.questionId).toBe('kind');
    expect(flowOutcome(flow, [])).toEqual({ complete: false });
  });

  it('branches on a select option, ending at a notCovered terminal with its explanation', () => {
    const given = answers({ kind: 'window' });
    expect(ids(pathOf(flow, given))).toEqual(['kind', 'window-end']);
    expect(currentQuestion(flow, given)).toBeUndefined();
    expect(flowOutcome(flow, given)).toEqual({ complete: true, outcome: 'notCovered', explanation: WINDOW_UNITS });
  });

  it('takes the default next for an option without its own', () => {
    expect(nextQuestionId(flow, q('kind'), 'heat-pump')).toBe('symptoms');
    expect(nextQuestionId(flow, q('kind'), 'window')).toBe('window-end');
    expect(nextQuestionId(flow, q('covered'))).toBeUndefined();
  });

  it('branches when a multiSelect includes a value, passing the modal message without an answer', () => {
    const burning = answers({ kind: 'central', symptoms: ['warm', 'burning'] });
    expect(ids(pathOf(flow, burning))).toEqual(['kind', 'symptoms', 'safety', 'temp']);
    expect(currentQuestion(flow, burning)?.questionId).toBe('temp');
    const warm = answers({ kind: 'central', symptoms: ['warm'] });
    expect(ids(pathOf(flow, warm))).toEqual(['kind', 'symptoms', 'temp']);
  });

  it('branches on a number range', () => {
    expect(nextQuestionId(flow, q('temp'), 95)).toBe('urgent');
    expect(nextQuestionId(flow, q('temp'), 90)).toBe('urgent');
    expect(nextQuestionId(flow, q('temp'), 89)).toBe('since');
    expect(ids(pathOf(flow, answers({ kind: 'central', symptoms: ['warm'], temp: 95 }))).slice(-2)).toEqual([
      'urgent',
      'since',
    ]);
  });

  it('reaches the covered terminal, and the denial of a known condition', () => {
    expect(flowOutcome(flow, answers(toCovered))).toEqual({ complete: true, outcome: 'covered' });
    expect(currentQuestion(flow, answers(toCovered))).toBeUndefined();
    const known = answers({ ...toCovered, known: true });
    expect(pathOf(flow, known).at(-1)?.questionId).toBe('preexisting');
    expect(flowOutcome(flow, known)).toMatchObject({ outcome: 'notCovered', coverageOutcome: 'denial' });
  });

  it('holds conditions on counts, words and dates', () => {
    expect(conditionHolds({ atLeast: 2 }, ['a', 'b'])).toBe(true);
    expect(conditionHolds({ atMost: 1, includes: 'a' }, ['a', 'b'])).toBe(false);
    expect(conditionHolds({ includes: 'gas' }, 'I smell GAS')).toBe(true);
    expect(conditionHolds({ atLeast: '2025-01-01' }, '2025-03-01')).toBe(true);
    expect(conditionHolds({ equals: true }, false)).toBe(false);
    expect(conditionHolds({ atLeast: 1 }, '')).toBe(false);
    expect(conditionHolds({}, 'x')).toBe(false);
  });
});

describe('answering', () => {
  it('replaces an answer in place and adds new ones at the end', () => {
    let given = setAnswer(flow, [], { questionId: 'kind', value: 'central' });
    given = setAnswer(flow, given, { questionId: 'symptoms', value: ['burning'] });
    given = setAnswer(flow, given, { questionId: 'temp', value: 80 });
    given = setAnswer(flow, given, { questionId: 'symptoms', value: ['warm'] });
    expect(given).toEqual(answers({ kind: 'central', symptoms: ['warm'], temp: 80 }));
  });

  it('drops the answers off the new path when an earlier answer changes', () => {
    const given = setAnswer(flow, answers(toCovered), { questionId: 'kind', value: 'window' });
    expect(given).toEqual(answers({ kind: 'window' }));
    expect(flowOutcome(flow, given).outcome).toBe('notCovered');
  });

  it('drops an answer to a question off the path', () => {
    expect(setAnswer(flow, answers({ kind: 'central' }), { questionId: 'rating', value: 3 })).toEqual(
      answers({ kind: 'central' }),
    );
  });

  it('removes an answer and those after it', () => {
    const given = removeAnswer(flow, answers(toCovered), 'temp');
    expect(given).toEqual(answers({ kind: 'central', symptoms: ['warm'] }));
    expect(currentQuestion(flow, given)?.questionId).toBe('temp');
  });
});

describe('validateAnswer', () => {
  const cases: [string, AnswerValue | undefined, string | null][] = [
    ['kind', 'central', null],
    ['kind', 'ductless', m.option],
    ['kind', '', m.required],
    ['symptoms', ['warm', 'leak'], null],
    ['symptoms', ['warm', 'warm'], m.options],
    ['symptoms', ['smoke'], m.options],
    ['symptoms', [], m.required],
    ['temp', 40, null],
    ['temp', 121, 'Please enter a number from 40 to 120.'],
    ['temp', '75', m.number],
    ['temp', Number.NaN, m.number],
    ['age', '', null],
    ['since', '2025-06-15', null],
    ['since', '2024-06-15', null],
    ['since', '2024-06-14', 'Please enter a date from 06/15/2024 to 06/15/2025.'],
    ['since', '2025-06-16', 'Please enter a date from 06/15/2024 to 06/15/2025.'],
    ['since', '2025-02-30', m.date],
    ['since', '06/01/2025', m.date],
    ['known', false, null],
    ['known', 'no', m.yesNo],
    ['code', 'E5', null],
    ['code', 'E123456789X', 'Please use at most 10 characters.'],
    ['code', 5, m.text],
    ['rating', 5, null],
    ['rating', 0, m.fiveStar],
    ['rating', 3.5, m.fiveStar],
    ['rating', 6, m.fiveStar],
    ['details', 'Gate code 1234, dog in the yard.', null],
    ['details', 'x'.repeat(51), 'Please use at most 50 characters.'],
    ['ack', 'JD', null],
    ['ack', 'abc', null],
    ['ack', 'J', m.initial],
    ['ack', 'J.D.', m.initial],
    ['ack', 'ABCD', m.initial],
    ['safety', undefined, null],
    ['safety', true, m.noAnswer],
    ['covered', 'yes', m.noAnswer],
  ];
  it.each(cases)('%s answered %j gives %s', (id, value, expected) => {
    expect(validateAnswer(q(id), value, TODAY)).toBe(expected);
  });

  it('counts days from the local calendar of a Date, and gives the date bounds', () => {
    const since = q('since');
    expect(validateAnswer(since, '2025-06-15', new Date(2025, 5, 15, 23, 30))).toBeNull();
    if (since.type === 'date') expect(dateBounds(since, TODAY)).toEqual({ min: '2024-06-15', max: '2025-06-15' });
  });
});

describe('validateAnswers, as the server refuses a forged answer set', () => {
  it('accepts an answer set that ends at a terminal question', () => {
    expect(validateAnswers(flow, answers(toCovered), TODAY)).toEqual([]);
    expect(validateAnswers(flow, answers({ kind: 'window' }), TODAY)).toEqual([]);
  });

  it('refuses an answer to a question off the path', () => {
    expect(validateAnswers(flow, answers({ kind: 'window', rating: 5 }), TODAY)).toEqual([
      { questionId: 'rating', message: m.offPath },
    ]);
  });

  it('refuses a missing required answer', () => {
    const { since: _, ...withoutSince } = toCovered;
    const problems = validateAnswers(flow, answers(withoutSince), TODAY);
    expect(problems).toContainEqual({ questionId: 'since', message: m.required });
    expect(problems).toContainEqual({ questionId: 'ack', message: m.offPath });
  });

  it('refuses a select value that is not among the options', () => {
    expect(validateAnswers(flow, answers({ ...toCovered, kind: 'ductless' }), TODAY)).toEqual([
      { questionId: 'kind', message: m.option },
    ]);
  });

  it('refuses answers that stop before a terminal question', () => {
    const { ack: _, ...withoutAck } = toCovered;
    expect(validateAnswers(flow, answers(withoutAck), TODAY)).toEqual([{ questionId: 'ack', message: m.required }]);
    const { age: __, ...withoutAge } = toCovered;
    expect(validateAnswers(flow, answers(withoutAge), TODAY)).toContainEqual({
      questionId: 'age',
      message: m.skippedNotGiven,
    });
  });

  it('refuses unknown questions, duplicates, answers to messages and invalid values', () => {
    const forged = [
      ...answers({ ...toCovered, symptoms: ['burning'], rating: 9 }),
      { questionId: 'safety', value: true },
      { questionId: 'kind', value: 'window' },
      { questionId: 'bonus', value: 'x' },
    ];
    expect(validateAnswers(flow, forged, TODAY)).toEqual([
      { questionId: 'rating', message: m.fiveStar },
      { questionId: 'safety', message: m.noAnswer },
      { questionId: 'kind', message: m.duplicate },
      { questionId: 'bonus', message: m.unknownQuestion },
    ]);
  });

  it('refuses a path that runs into a dead end', () => {
    const deadEnd: QuestionFlow = { ...flow, questions: flow.questions.filter((x) => x.questionId !== 'window-end') };
    expect(validateAnswers(deadEnd, answers({ kind: 'window' }), TODAY)).toEqual([
      { questionId: 'kind', message: m.unfinished },
    ]);
  });
});

describe('how many questions are left', () => {
  it('counts the questions to answer from one to the end, on the shortest and the longest way', () => {
    expect(questionsLeft(flow, 'kind')).toEqual({ fewest: 1, most: 10 });
    expect(questionsLeft(flow, 'known')).toEqual({ fewest: 1, most: 5 });
    expect(questionsLeft(flow, 'code')).toEqual({ fewest: 4, most: 4 });
  });

  it('gives no count where the flow loops', () => {
    const looping: QuestionFlow = {
      warrantyItemId: 'si-loop',
      startQuestionId: 'a',
      questions: [
        { questionId: 'a', type: 'answer', text: 'A?', required: true, next: 'b' },
        { questionId: 'b', type: 'answer', text: 'B?', required: true, next: 'a' },
      ],
    };
    expect(questionsLeft(looping, 'a')).toBeUndefined();
  });
});

describe('a flow in another language', () => {
  const flow: QuestionFlow = {
    warrantyItemId: 'si-test',
    startQuestionId: 'kind',
    questions: [
      {
        questionId: 'kind',
        type: 'select',
        text: 'Which kind?',
        required: true,
        options: [
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B', next: 'no' },
        ],
        next: 'age',
      },
      {
        questionId: 'age',
        type: 'number',
        text: 'How old?',
        help: 'On the label.',
        required: false,
        unit: 'years',
        next: 'ok',
      },
      {
        questionId: 'no',
        type: 'terminal',
        text: 'Sorry.',
        outcome: 'notCovered',
        explanation: 'Kind B is not covered.',
      },
      { questionId: 'ok', type: 'terminal', text: 'Covered.', outcome: 'covered' },
    ],
  };

  it('takes every word from the translation and keeps ids, values, limits and branches', () => {
    const spanish = translateFlow(flow, {
      kind: { text: '¿Qué tipo?', options: { a: 'Tipo A', b: 'Tipo B' } },
      age: { text: '¿Qué edad?', help: 'En la etiqueta.', unit: 'años' },
      no: { text: 'Lo sentimos.', explanation: 'El tipo B no está cubierto.' },
    });
    expect(spanish.questions[0]).toEqual({
      ...flow.questions[0],
      text: '¿Qué tipo?',
      options: [
        { value: 'a', label: 'Tipo A' },
        { value: 'b', label: 'Tipo B', next: 'no' },
      ],
    });
    expect(spanish.questions[1]).toMatchObject({
      text: '¿Qué edad?',
      help: 'En la etiqueta.',
      unit: 'años',
      required: false,
    });
    expect(flowOutcome(spanish, [{ questionId: 'kind', value: 'b' }])).toEqual({
      complete: true,
      outcome: 'notCovered',
      explanation: 'El tipo B no está cubierto.',
      coverageOutcome: undefined,
    });
    // What the translation leaves out stays in the flow's words.
    expect(spanish.questions[3]?.text).toBe('Covered.');
    expect(checkFlow(spanish)).toEqual([]);
  });

  it('is the flow itself without a translation, and its words are what a translation gives', () => {
    expect(translateFlow(flow, undefined)).toBe(flow);
    expect(translateFlow(flow, flowTexts(flow))).toEqual(flow);
    expect(flowTexts(flow).kind).toEqual({ text: 'Which kind?', options: { a: 'Kind A', b: 'Kind B' } });
  });
});
