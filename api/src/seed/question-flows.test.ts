import {
  type Answer,
  type AnswerValue,
  checkFlow,
  currentQuestion,
  flowOutcome,
  pathOf,
  QUESTION_TYPES,
  type QuestionFlow,
  setAnswer,
  translateFlow,
  validateAnswers,
} from '@hw/shared';
import { describe, expect, it } from 'vitest';
import {
  coolingFlow,
  electricalFlow,
  generalFlow,
  heatingFlow,
  QUESTION_FLOWS,
  questionFlowFor,
} from './question-flows.ts';
import { dryerFlow, refrigeratorFlow } from './question-flows-appliances.ts';
import { spanishFlowTexts } from './question-flows-es.ts';

const TODAY = '2025-07-01';

/** Answers one at a time, as the dialog does, checking each goes to the current question. */
function walk(flow: QuestionFlow, record: Record<string, AnswerValue>): Answer[] {
  let answers: Answer[] = [];
  for (const [questionId, value] of Object.entries(record)) {
    expect(currentQuestion(flow, answers)?.questionId).toBe(questionId);
    answers = setAnswer(flow, answers, { questionId, value });
  }
  return answers;
}

const closing = (prefix: string) => ({
  [`${prefix}-since`]: '2025-06-28',
  [`${prefix}-age`]: 8,
  [`${prefix}-known`]: false,
  [`${prefix}-details`]: 'The side gate code is 2468. We have a friendly dog.',
  [`${prefix}-ack`]: 'JMS',
});

describe('the seeded question flows', () => {
  it('give every other covered item a general flow without structural problems', () => {
    const flow = generalFlow('si-microwave', 'Built-in Microwave');
    expect(checkFlow(flow)).toEqual([]);
    expect(flow.questions[0]?.text).toBe('What is wrong with your built-in microwave? Tell us what you see and hear.');
  });

  it('have no structural problems', () => {
    for (const flow of QUESTION_FLOWS)
      expect({ flow: flow.warrantyItemId, problems: checkFlow(flow) }).toEqual({
        flow: flow.warrantyItemId,
        problems: [],
      });
  });

  it('cover the major warranty items, one flow each, by catalogue sales item id', () => {
    expect(QUESTION_FLOWS.map((f) => f.warrantyItemId).sort()).toEqual(
      [
        'si-cooling',
        'si-disposal',
        'si-dishwasher',
        'si-dryer',
        'si-electrical',
        'si-heating',
        'si-oven',
        'si-refrigerator',
        'si-stoppages',
        'si-washer',
        'si-water-heater',
      ].sort(),
    );
    expect(questionFlowFor('si-heating')).toBe(heatingFlow);
    expect(questionFlowFor('si-pool-spa')).toBeUndefined();
  });

  it('use every question type', () => {
    const used = new Set(QUESTION_FLOWS.flatMap((f) => f.questions.map((q) => q.type)));
    expect([...used].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('each end in a covered terminal and explain at least one not-covered case', () => {
    for (const flow of QUESTION_FLOWS) {
      const terminals = flow.questions.flatMap((q) => (q.type === 'terminal' ? [q] : []));
      expect(terminals.some((t) => t.outcome === 'covered')).toBe(true);
      const notCovered = terminals.filter((t) => t.outcome === 'notCovered');
      expect(notCovered.length).toBeGreaterThan(1);
      for (const t of notCovered) expect(t.explanation?.length).toBeGreaterThan(40);
    }
  });

  it('warn of gas with a modal message in the gas appliances', () => {
    for (const flow of [heatingFlow, dryerFlow]) {
      expect(flow.questions.some((q) => q.type === 'modalMessage' && q.text.includes('gas utility'))).toBe(true);
    }
  });
});

describe('walking the seeded flows', () => {
  it('cooling: a central system blowing warm air is covered, with the burning-smell warning on the way', () => {
    const answers = walk(coolingFlow, {
      'ac-kind': 'central',
      'ac-symptoms': ['warm', 'burning'],
      'ac-thermostat': true,
      'ac-filter': 'older',
      'ac-temp': 88,
      'ac-urgency': 5,
      ...closing('ac'),
    });
    const ids = pathOf(coolingFlow, answers).map((q) => q.questionId);
    expect(ids).toContain('ac-burning');
    expect(ids).toContain('ac-priority');
    expect(flowOutcome(coolingFlow, answers)).toEqual({ complete: true, outcome: 'covered' });
    expect(validateAnswers(coolingFlow, answers, TODAY)).toEqual([]);
  });

  it('cooling: a window unit is not covered', () => {
    const answers = walk(coolingFlow, { 'ac-kind': 'window' });
    expect(flowOutcome(coolingFlow, answers)).toMatchObject({ complete: true, outcome: 'notCovered' });
    expect(flowOutcome(coolingFlow, answers).explanation).toMatch(/Window units/);
    expect(validateAnswers(coolingFlow, answers, TODAY)).toEqual([]);
  });

  it('heating: a gas smell shows the warning, and a known condition is denied', () => {
    const answers = walk(heatingFlow, {
      'heat-gas': true,
      'heat-kind': 'gas-furnace',
      'heat-symptoms': ['none'],
      'heat-thermostat': true,
      'heat-temp': 52,
      'heat-since': '2025-06-30',
      'heat-age': '',
      'heat-known': true,
    });
    const ids = pathOf(heatingFlow, answers).map((q) => q.questionId);
    expect(ids).toEqual(expect.arrayContaining(['heat-gas-leave', 'heat-priority', 'heat-preexisting']));
    expect(flowOutcome(heatingFlow, answers)).toMatchObject({ outcome: 'notCovered', coverageOutcome: 'denial' });
    expect(validateAnswers(heatingFlow, answers, TODAY)).toEqual([]);
  });

  it('electrical: sparking warns; a neighbourhood outage is not covered', () => {
    const covered = walk(electricalFlow, {
      'elec-problem': 'outlet',
      'elec-signs': ['sparks'],
      'elec-reset': false,
      'elec-rooms': 'Kitchen outlets by the sink',
      ...closing('elec'),
    });
    expect(pathOf(electricalFlow, covered).map((q) => q.questionId)).toContain('elec-danger');
    expect(flowOutcome(electricalFlow, covered).outcome).toBe('covered');
    expect(validateAnswers(electricalFlow, covered, TODAY)).toEqual([]);

    const outage = walk(electricalFlow, { 'elec-problem': 'whole', 'elec-neighbours': true });
    expect(flowOutcome(electricalFlow, outage).explanation).toMatch(/utility/);
  });

  it('refrigerator: only a broken shelf is not covered; a warm fridge is', () => {
    const shelf = walk(refrigeratorFlow, { 'fridge-which': 'kitchen', 'fridge-symptoms': ['parts'] });
    expect(flowOutcome(refrigeratorFlow, shelf)).toMatchObject({ outcome: 'notCovered' });

    const warm = walk(refrigeratorFlow, {
      'fridge-which': 'kitchen',
      'fridge-symptoms': ['warm', 'parts'],
      'fridge-temp': 55,
      'fridge-code': '',
      'fridge-urgency': 3,
      ...closing('fridge'),
    });
    expect(pathOf(refrigeratorFlow, warm).map((q) => q.questionId)).toContain('fridge-food');
    expect(flowOutcome(refrigeratorFlow, warm).outcome).toBe('covered');
    expect(validateAnswers(refrigeratorFlow, warm, TODAY)).toEqual([]);
  });

  it('dryer: slow drying with an uncleaned vent is maintenance, not a repair', () => {
    const answers = walk(dryerFlow, { 'dryer-fuel': 'electric', 'dryer-problem': ['slow'], 'dryer-vent': false });
    expect(flowOutcome(dryerFlow, answers).explanation).toMatch(/vent cleaning is maintenance/);
  });

  it('refuses a forged covered ending that skips the triage', () => {
    const forged: Answer[] = Object.entries(closing('ac')).map(([questionId, value]) => ({ questionId, value }));
    const problems = validateAnswers(coolingFlow, forged, TODAY);
    expect(problems).toContainEqual({ questionId: 'ac-kind', message: 'Please answer this question.' });
    expect(problems.filter((p) => p.message.includes('not on the path'))).toHaveLength(forged.length);
  });
});

describe('the question flows in Spanish', () => {
  it('give every word of every seeded flow, and of a general flow, in Spanish', () => {
    for (const flow of QUESTION_FLOWS) {
      const texts = spanishFlowTexts(flow, flow.warrantyItemId);
      const spanish = translateFlow(flow, texts);
      expect(spanish.questions.map((question) => question.questionId)).toEqual(
        flow.questions.map((question) => question.questionId),
      );
      expect(checkFlow(spanish)).toEqual([]);
    }
    const general = spanishFlowTexts(generalFlow('si-microwave', 'Built-in Microwave'), 'Built-in Microwave');
    expect(general['gen-problem']?.text).toBe(
      '¿Qué problema tiene su Built-in Microwave? Cuéntenos qué ve y qué escucha.',
    );
  });

  it('name the item in Spanish in the closing questions, and keep the answers the same', () => {
    const spanish = translateFlow(coolingFlow, spanishFlowTexts(coolingFlow, 'Cooling'));
    const byId = (id: string) => spanish.questions.find((question) => question.questionId === id);
    expect(byId('ac-since')?.text).toBe('¿Cuándo notó por primera vez el problema con su aire acondicionado?');
    expect(byId('ac-age')).toMatchObject({ unit: 'años', min: 0, max: 60 });
    const kind = byId('ac-kind');
    expect(kind?.type === 'select' && kind.options.map((option) => [option.value, option.label, option.next])).toEqual([
      ['central', 'Aire acondicionado central (con una unidad afuera)', undefined],
      ['heat-pump', 'Bomba de calor', undefined],
      ['window', 'Unidad de ventana o portátil', 'ac-window'],
      ['evaporative', 'Enfriador evaporativo (cooler) en el techo', 'ac-window'],
    ]);
    const answers = walk(spanish, { 'ac-kind': 'window' });
    expect(flowOutcome(spanish, answers)).toMatchObject({
      outcome: 'notCovered',
      explanation: expect.stringMatching(/^Las unidades de ventana/),
    });
    expect(flowOutcome(coolingFlow, answers)).toMatchObject({ outcome: 'notCovered' });
  });

  it('refuse a text without Spanish', () => {
    const flow = generalFlow('si-microwave', 'Built-in Microwave');
    const changed = {
      ...flow,
      questions: [{ ...flow.questions[0]!, help: 'A new help text.' }, ...flow.questions.slice(1)],
    };
    expect(() => spanishFlowTexts(changed, 'Built-in Microwave')).toThrow('no Spanish for “A new help text.”');
  });
});
