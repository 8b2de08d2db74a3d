/**
 * The question flowchart of a service request: one flow per warranty item,
 * branching on the answers, ending at a terminal question: covered (on to contact and payment) or not
 * covered (with the reason). Answers by type: `answer` yes/no (a boolean); `select` an option value;
 * `multiSelect` a list of them; `number`; `fiveStar` 1-5; `date` YYYY-MM-DD (min/max are days from today);
 * `text`, `multiLine`; `initial` the homeowner's initials (2-3 letters) acknowledging the text. `message`,
 * `modalMessage` and `terminal` take no answer. A skipped optional question is answered '' (or []).
 * Pure rules: the web walks the flow with them and the API refuses an answer set they find wrong.
 */
import { type COVERAGE_OUTCOMES, QUESTION_TYPES } from './enums.ts';

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type CoverageOutcome = (typeof COVERAGE_OUTCOMES)[number];
/** How a flow ends: covered goes on to contact and payment; notCovered shows the explanation. */
export type FlowOutcomeKind = 'covered' | 'notCovered';

export type AnswerValue = string | number | boolean | string[];
export interface Answer {
  questionId: string;
  value: AnswerValue;
}

export interface ChoiceOption {
  value: string;
  label: string;
}
/** A select option; its `next` takes the flow elsewhere than the question's default next. */
export interface QuestionOption extends ChoiceOption {
  next?: string;
}

/**
 * Every condition given must hold. `equals` compares the value as is; `includes` tests a multiSelect list
 * for a value (or a text for a word, ignoring case); `atLeast`/`atMost` bound a number, a date (YYYY-MM-DD)
 * or the number of values chosen in a multiSelect. The first rule that holds decides the next question.
 */
export interface BranchCondition {
  equals?: string | number | boolean;
  includes?: string;
  atLeast?: number | string;
  atMost?: number | string;
}
export interface BranchRule {
  when: BranchCondition;
  next: string;
}

interface Base<T extends QuestionType> {
  questionId: string;
  type: T;
  text: string;
  help?: string;
}
interface Asking<T extends QuestionType> extends Base<T> {
  required: boolean;
  /** The next question when no option or rule decides. */
  next?: string;
  branches?: BranchRule[];
}
export type YesNoQuestion = Asking<'answer'>;
export type SelectQuestion = Asking<'select'> & { options: QuestionOption[] };
export type MultiSelectQuestion = Asking<'multiSelect'> & { options: ChoiceOption[] };
export type NumberQuestion = Asking<'number'> & { min?: number; max?: number; unit?: string };
/** min and max are days relative to today (-30 is a month ago, 0 today). */
export type DateQuestion = Asking<'date'> & { min?: number; max?: number };
export type FiveStarQuestion = Asking<'fiveStar'>;
export type TextQuestion = (Asking<'text'> | Asking<'multiLine'>) & { maxLength?: number };
export type InitialQuestion = Asking<'initial'>;
export type MessageQuestion = Informing<'message'> | Informing<'modalMessage'>;
interface Informing<T extends 'message' | 'modalMessage'> extends Base<T> {
  next: string;
}
export interface TerminalQuestion extends Base<'terminal'> {
  outcome: FlowOutcomeKind;
  /** Why the request is not covered; required for notCovered. */
  explanation?: string;
  /** notCovered (outside the contract) or denial (a covered item, but this claim is refused). */
  coverageOutcome?: CoverageOutcome;
}
export type AnsweringQuestion =
  | YesNoQuestion
  | SelectQuestion
  | MultiSelectQuestion
  | NumberQuestion
  | DateQuestion
  | FiveStarQuestion
  | TextQuestion
  | InitialQuestion;
export type Question = AnsweringQuestion | MessageQuestion | TerminalQuestion;

export interface QuestionFlow {
  warrantyItemId: string;
  startQuestionId: string;
  questions: Question[];
}

export interface FlowOutcome {
  complete: boolean;
  outcome?: FlowOutcomeKind;
  explanation?: string;
  coverageOutcome?: CoverageOutcome;
}

/** A problem of an answer set (validateAnswers) or of a flow itself (checkFlow, questionId when known). */
export interface AnswerProblem {
  questionId: string;
  message: string;
}
export interface FlowProblem {
  questionId?: string;
  message: string;
}

export const TEXT_MAX_LENGTH = 200;
export const MULTI_LINE_MAX_LENGTH = 2000;
/** Initials are 2 or 3 letters. */
export const INITIALS_MAX_LENGTH = 3;
const INITIALS = new RegExp(`^[A-Za-z]{2,${INITIALS_MAX_LENGTH}}$`);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoOf = (day: number) => (Number.isFinite(day) ? new Date(day * DAY_MS).toISOString().slice(0, 10) : '');

export const questionFlowMessages = {
  required: 'Please answer this question.',
  skippedNotGiven: 'Please answer this question or skip it.',
  noAnswer: 'This step is information only and takes no answer.',
  yesNo: 'Please answer yes or no.',
  option: 'Please choose one of the options.',
  options: 'Please choose only among the options, each one once.',
  number: 'Please enter a number.',
  numberRange: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `Please enter a number from ${min} to ${max}.`
      : min !== undefined
        ? `Please enter a number of at least ${min}.`
        : `Please enter a number of at most ${max}.`,
  date: 'Please enter a valid date.',
  dateRange: (min?: string, max?: string) =>
    min && max
      ? `Please enter a date from ${usDate(min)} to ${usDate(max)}.`
      : min
        ? `Please enter a date on or after ${usDate(min)}.`
        : `Please enter a date on or before ${usDate(max ?? '')}.`,
  text: 'Please enter text.',
  textLength: (maxLength: number) => `Please use at most ${maxLength} characters.`,
  fiveStar: 'Please choose from 1 to 5 stars.',
  initial: 'Please enter your initials (2 or 3 letters).',
  unknownQuestion: 'This question is not part of the flow.',
  offPath: 'This question is not on the path of the earlier answers.',
  duplicate: 'This question is answered more than once.',
  unfinished: 'The answers do not reach the end of the flow.',
} as const;

function usDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

const isInformation = (q: Question): q is MessageQuestion | TerminalQuestion =>
  q.type === 'message' || q.type === 'modalMessage' || q.type === 'terminal';

/** '' (or only spaces) and [] stand for a skipped optional question. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The day number (days since 1970-01-01) of a YYYY-MM-DD day, or undefined when it is no real day. */
function dayNumber(iso: string): number | undefined {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return ISO_DAY.test(iso) && isoOf(time / DAY_MS) === iso ? time / DAY_MS : undefined;
}

/** Today as a day number: a Date counts on its local calendar, a string by its first ten characters. */
function todayNumber(today: string | Date): number {
  if (typeof today === 'string') return dayNumber(today.slice(0, 10)) ?? Number.NaN;
  return Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / DAY_MS;
}

/** The first and last day a date question accepts, as YYYY-MM-DD (for a date picker's min and max). */
export function dateBounds(question: DateQuestion, today: string | Date): { min?: string; max?: string } {
  const base = todayNumber(today);
  return {
    ...(question.min !== undefined ? { min: isoOf(base + question.min) } : {}),
    ...(question.max !== undefined ? { max: isoOf(base + question.max) } : {}),
  };
}

/** Why a value does not answer the question, or null when it does (a skipped optional question too). */
export function validateAnswer(
  question: Question,
  value: AnswerValue | undefined,
  today: string | Date,
): string | null {
  const m = questionFlowMessages;
  if (isInformation(question)) return value === undefined ? null : m.noAnswer;
  if (isBlank(value)) return question.required ? m.required : null;
  switch (question.type) {
    case 'answer':
      return typeof value === 'boolean' ? null : m.yesNo;
    case 'select':
      return typeof value === 'string' && question.options.some((o) => o.value === value) ? null : m.option;
    case 'multiSelect': {
      if (!Array.isArray(value) || new Set(value).size !== value.length) return m.options;
      return value.every((v) => question.options.some((o) => o.value === v)) ? null : m.options;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return m.number;
      const { min, max } = question;
      return (min !== undefined && value < min) || (max !== undefined && value > max) ? m.numberRange(min, max) : null;
    }
    case 'date': {
      const day = typeof value === 'string' ? dayNumber(value) : undefined;
      if (day === undefined) return m.date;
      const base = todayNumber(today);
      const { min, max } = question;
      if ((min !== undefined && day < base + min) || (max !== undefined && day > base + max)) {
        const bounds = dateBounds(question, today);
        return m.dateRange(bounds.min, bounds.max);
      }
      return null;
    }
    case 'fiveStar':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? null : m.fiveStar;
    case 'text':
    case 'multiLine': {
      if (typeof value !== 'string') return m.text;
      const maxLength = question.maxLength ?? (question.type === 'text' ? TEXT_MAX_LENGTH : MULTI_LINE_MAX_LENGTH);
      return value.length > maxLength ? m.textLength(maxLength) : null;
    }
    case 'initial':
      return typeof value === 'string' && INITIALS.test(value.trim()) ? null : m.initial;
  }
}

function compare(value: AnswerValue, bound: number | string): number | undefined {
  const subject = Array.isArray(value) ? value.length : value;
  if (typeof subject !== typeof bound || typeof subject === 'boolean') return undefined;
  return subject < bound ? -1 : subject > bound ? 1 : 0;
}

/** Whether a rule's condition holds for a value; a rule with no condition never holds. */
export function conditionHolds(when: BranchCondition, value: AnswerValue | undefined): boolean {
  if (value === undefined || isBlank(value)) return false;
  const tests: boolean[] = [];
  if (when.equals !== undefined) tests.push(!Array.isArray(value) && value === when.equals);
  if (when.includes !== undefined) {
    const word = when.includes;
    tests.push(
      Array.isArray(value)
        ? value.includes(word)
        : typeof value === 'string' && value.toLowerCase().includes(word.toLowerCase()),
    );
  }
  if (when.atLeast !== undefined) tests.push((compare(value, when.atLeast) ?? -1) >= 0);
  if (when.atMost !== undefined) tests.push((compare(value, when.atMost) ?? 1) <= 0);
  return tests.length > 0 && tests.every(Boolean);
}

const findQuestion = (flow: QuestionFlow, id: string | undefined) =>
  id === undefined ? undefined : flow.questions.find((q) => q.questionId === id);

/**
 * Where the flow goes after a question answered with this value: the chosen select option's next, else
 * the first branch rule that holds, else the question's next. Undefined after a terminal question or when
 * the target is not in the flow.
 */
export function nextQuestionId(flow: QuestionFlow, question: Question, value?: AnswerValue): string | undefined {
  if (question.type === 'terminal') return undefined;
  let next: string | undefined;
  if (question.type === 'message' || question.type === 'modalMessage') next = question.next;
  else {
    if (question.type === 'select') next = question.options.find((o) => o.value === value)?.next;
    next ??= question.branches?.find((rule) => conditionHolds(rule.when, value))?.next;
    next ??= question.next;
  }
  return findQuestion(flow, next)?.questionId;
}

/** end: terminal (the flow ended), unanswered (the last question waits for an answer) or broken (dead end). */
function walk(
  flow: QuestionFlow,
  answers: readonly Answer[],
): { path: Question[]; end: 'terminal' | 'unanswered' | 'broken' } {
  const path: Question[] = [];
  const seen = new Set<string>();
  let id: string | undefined = flow.startQuestionId;
  for (;;) {
    const question = findQuestion(flow, id);
    if (!question || seen.has(question.questionId)) return { path, end: 'broken' };
    seen.add(question.questionId);
    path.push(question);
    if (question.type === 'terminal') return { path, end: 'terminal' };
    const answer = answers.find((a) => a.questionId === question.questionId);
    if (!isInformation(question) && !answer) return { path, end: 'unanswered' };
    id = nextQuestionId(flow, question, isInformation(question) ? undefined : answer?.value);
    if (id === undefined) return { path, end: 'broken' };
  }
}

/** The questions visited in order, following the answers, up to the first unanswered one or the end. */
export const pathOf = (flow: QuestionFlow, answers: readonly Answer[]): Question[] => walk(flow, answers).path;

/** The first unanswered question on the path; undefined when the flow has ended. */
export function currentQuestion(flow: QuestionFlow, answers: readonly Answer[]): AnsweringQuestion | undefined {
  const { path, end } = walk(flow, answers);
  const last = path.at(-1);
  return end === 'unanswered' && last && !isInformation(last) ? last : undefined;
}

/** Whether the path reached a terminal question, and how it ends. */
export function flowOutcome(flow: QuestionFlow, answers: readonly Answer[]): FlowOutcome {
  const { path, end } = walk(flow, answers);
  const last = path.at(-1);
  if (end !== 'terminal' || last?.type !== 'terminal') return { complete: false };
  return {
    complete: true,
    outcome: last.outcome,
    ...(last.explanation ? { explanation: last.explanation } : {}),
    ...(last.coverageOutcome ? { coverageOutcome: last.coverageOutcome } : {}),
  };
}

/** Keeps the first answer of each question on the path, in their order; drops all others. */
export function pruneAnswers(flow: QuestionFlow, answers: readonly Answer[]): Answer[] {
  const onPath = new Set(
    pathOf(flow, answers)
      .filter((q) => !isInformation(q))
      .map((q) => q.questionId),
  );
  const kept = new Set<string>();
  return answers.filter((a) => {
    if (!onPath.has(a.questionId) || kept.has(a.questionId)) return false;
    kept.add(a.questionId);
    return true;
  });
}

/**
 * Replaces the answer of the same question in place, or adds it at the end; then drops the answers of
 * questions no longer on the path (an answer to a question off the path is dropped at once).
 */
export function setAnswer(flow: QuestionFlow, answers: readonly Answer[], answer: Answer): Answer[] {
  const replaced = answers.some((a) => a.questionId === answer.questionId);
  const next = replaced ? answers.map((a) => (a.questionId === answer.questionId ? answer : a)) : [...answers, answer];
  return pruneAnswers(flow, next);
}

/** Removes a question's answer; the path now stops there, so the answers after it go too. */
export function removeAnswer(flow: QuestionFlow, answers: readonly Answer[], questionId: string): Answer[] {
  return pruneAnswers(
    flow,
    answers.filter((a) => a.questionId !== questionId),
  );
}

/**
 * Everything wrong with a submitted answer set: duplicates, unknown questions, answers off the path or to
 * questions that take none, invalid values, a path that stops before a terminal question.
 */
export function validateAnswers(flow: QuestionFlow, answers: readonly Answer[], today: string | Date): AnswerProblem[] {
  const m = questionFlowMessages;
  const problems: AnswerProblem[] = [];
  const { path, end } = walk(flow, answers);
  const onPath = new Set(path.map((q) => q.questionId));
  const seen = new Set<string>();
  for (const { questionId, value } of answers) {
    if (seen.has(questionId)) {
      problems.push({ questionId, message: m.duplicate });
      continue;
    }
    seen.add(questionId);
    const question = findQuestion(flow, questionId);
    const message = !question
      ? m.unknownQuestion
      : !onPath.has(questionId)
        ? m.offPath
        : validateAnswer(question, value, today);
    if (message) problems.push({ questionId, message });
  }
  const last = path.at(-1);
  if (end === 'unanswered' && last && !isInformation(last)) {
    problems.push({ questionId: last.questionId, message: last.required ? m.required : m.skippedNotGiven });
  } else if (end === 'broken') {
    problems.push({ questionId: last?.questionId ?? flow.startQuestionId, message: m.unfinished });
  }
  return problems;
}

/** Every question id a question can lead to. */
function targetsOf(question: Question): string[] {
  if (question.type === 'terminal') return [];
  if (question.type === 'message' || question.type === 'modalMessage') return [question.next];
  const targets = (question.branches ?? []).map((rule) => rule.next);
  if (question.type === 'select') targets.push(...question.options.flatMap((o) => (o.next ? [o.next] : [])));
  if (question.next !== undefined) targets.push(question.next);
  return targets;
}

function questionProblems(question: Question): string[] {
  const problems: string[] = [];
  if (!QUESTION_TYPES.includes(question.type)) return [`Unknown question type ${String(question.type)}.`];
  if (!question.text?.trim()) problems.push('The question has no text.');
  switch (question.type) {
    case 'terminal': {
      const { outcome, coverageOutcome: fit } = question;
      if (outcome !== 'covered' && outcome !== 'notCovered') problems.push('A terminal question needs an outcome.');
      if (outcome === 'notCovered' && !question.explanation?.trim()) problems.push('notCovered needs an explanation.');
      const fitting = outcome === 'covered' ? ['repair', 'replace'] : ['notCovered', 'denial'];
      if (fit !== undefined && !fitting.includes(fit)) problems.push(`${fit} does not fit a ${outcome} terminal.`);
      return problems;
    }
    case 'message':
    case 'modalMessage':
      if (!question.next) problems.push('A message needs a next question.');
      return problems;
    case 'select':
    case 'multiSelect': {
      const values = question.options.map((o) => o.value);
      if (values.length === 0) problems.push('A choice question needs options.');
      if (new Set(values).size !== values.length) problems.push('Option values repeat.');
      if (question.options.some((o) => !o.label.trim())) problems.push('An option has no label.');
      break;
    }
    case 'number':
    case 'date':
      if ((question.min ?? Number.NEGATIVE_INFINITY) > (question.max ?? Number.POSITIVE_INFINITY)) {
        problems.push('min is above max.');
      }
      break;
    case 'text':
    case 'multiLine':
      if (question.maxLength !== undefined && !(Number.isInteger(question.maxLength) && question.maxLength > 0)) {
        problems.push('maxLength must be a positive whole number.');
      }
      break;
  }
  if (question.branches?.some((rule) => Object.values(rule.when).every((v) => v === undefined))) {
    problems.push('A branch rule has no condition.');
  }
  const everyOptionLeads = question.type === 'select' && question.options.every((o) => o.next);
  if (question.next === undefined && !(everyOptionLeads && question.required)) {
    problems.push('The question has no next question for some answers.');
  }
  return problems;
}

/**
 * Structural problems of a flow: duplicate or unknown question ids, questions of a wrong shape, unknown
 * next ids, dead ends, unreachable questions, cycles, and no terminal question at all.
 */
export function checkFlow(flow: QuestionFlow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const ids = new Set<string>();
  for (const question of flow.questions) {
    const questionId = question.questionId;
    if (ids.has(questionId)) problems.push({ questionId, message: 'The question id repeats.' });
    ids.add(questionId);
    for (const message of questionProblems(question)) problems.push({ questionId, message });
  }
  for (const { questionId, target } of flow.questions.flatMap((q) =>
    targetsOf(q).map((target) => ({ questionId: q.questionId, target })),
  )) {
    if (!ids.has(target)) problems.push({ questionId, message: `Unknown next question ${target}.` });
  }
  if (!ids.has(flow.startQuestionId)) problems.push({ message: `Unknown start question ${flow.startQuestionId}.` });
  if (!flow.questions.some((q) => q.type === 'terminal')) problems.push({ message: 'The flow has no terminal.' });
  // Depth-first from the start: grey questions are on the current trail, so reaching one again is a cycle.
  const state = new Map<string, 'grey' | 'black'>();
  const visit = (id: string) => {
    state.set(id, 'grey');
    const question = findQuestion(flow, id);
    for (const target of question ? targetsOf(question) : []) {
      if (!ids.has(target)) continue;
      if (state.get(target) === 'grey') {
        problems.push({ questionId: id, message: `Question ${id} leads back to ${target}: a cycle.` });
      } else if (!state.has(target)) visit(target);
    }
    state.set(id, 'black');
  };
  if (ids.has(flow.startQuestionId)) visit(flow.startQuestionId);
  for (const question of flow.questions) {
    if (!state.has(question.questionId)) {
      problems.push({ questionId: question.questionId, message: 'The question cannot be reached from the start.' });
    }
  }
  return problems;
}

/** Every question the flow can go to after this one, whatever the answer. */
function successorIds(flow: QuestionFlow, question: Question): string[] {
  if (question.type === 'terminal') return [];
  const ids = new Set<string>();
  if (question.next !== undefined) ids.add(question.next);
  if (!isInformation(question)) {
    if (question.type === 'select') for (const option of question.options) if (option.next) ids.add(option.next);
    for (const rule of question.branches ?? []) ids.add(rule.next);
  }
  return [...ids].filter((id) => findQuestion(flow, id) !== undefined);
}

/**
 * How many questions to answer from this one (itself included) to the end, on the shortest and the
 * longest way through the flow; undefined when the flow loops from here, so that no count holds.
 */
export function questionsLeft(flow: QuestionFlow, questionId: string): { fewest: number; most: number } | undefined {
  const known = new Map<string, { fewest: number; most: number } | undefined>();
  const visiting = new Set<string>();
  const count = (id: string): { fewest: number; most: number } | undefined => {
    if (known.has(id)) return known.get(id);
    const question = findQuestion(flow, id);
    if (!question || visiting.has(id)) return undefined;
    visiting.add(id);
    const own = isInformation(question) ? 0 : 1;
    let result: { fewest: number; most: number } | undefined = { fewest: own, most: own };
    const after = successorIds(flow, question).map(count);
    if (after.some((left) => left === undefined)) result = undefined;
    else if (after.length > 0) {
      const counts = after as { fewest: number; most: number }[];
      result = {
        fewest: own + Math.min(...counts.map((left) => left.fewest)),
        most: own + Math.max(...counts.map((left) => left.most)),
      };
    }
    visiting.delete(id);
    known.set(id, result);
    return result;
  };
  return count(questionId);
}

/** What one question shows in another language; its id, type, answers' values and branches stay the flow's. */
export interface QuestionTexts {
  text: string;
  help?: string;
  explanation?: string;
  unit?: string;
  /** Option labels by option value. */
  options?: Record<string, string>;
}
/** A flow's words in one language, by question id. */
export type FlowTexts = Record<string, QuestionTexts>;

/** The words a flow shows, by question: what a translation gives in another language. */
export function flowTexts(flow: QuestionFlow): FlowTexts {
  const texts: FlowTexts = {};
  for (const question of flow.questions) {
    const entry: QuestionTexts = { text: question.text };
    if (question.help !== undefined) entry.help = question.help;
    if (question.type === 'terminal' && question.explanation !== undefined) entry.explanation = question.explanation;
    if (question.type === 'number' && question.unit !== undefined) entry.unit = question.unit;
    if (question.type === 'select' || question.type === 'multiSelect') {
      entry.options = Object.fromEntries(question.options.map((option) => [option.value, option.label]));
    }
    texts[question.questionId] = entry;
  }
  return texts;
}

/**
 * The flow in the words of `texts`: each question's text, help, unit, explanation and option labels where the
 * translation gives them, the flow's own words where it does not; ids, types, values, limits and branches are
 * the flow's, so answers given in either language are the same answers.
 */
export function translateFlow(flow: QuestionFlow, texts: FlowTexts | undefined): QuestionFlow {
  if (!texts) return flow;
  const questions = flow.questions.map((question): Question => {
    const words = texts[question.questionId];
    if (!words) return question;
    const translated = { ...question, text: words.text || question.text };
    if (question.help !== undefined && words.help) translated.help = words.help;
    if (translated.type === 'terminal' && translated.explanation !== undefined && words.explanation) {
      translated.explanation = words.explanation;
    }
    if (translated.type === 'number' && translated.unit !== undefined && words.unit) translated.unit = words.unit;
    if (translated.type === 'select') {
      translated.options = translated.options.map((option) => ({
        ...option,
        label: words.options?.[option.value] || option.label,
      }));
    }
    if (translated.type === 'multiSelect') {
      translated.options = translated.options.map((option) => ({
        ...option,
        label: words.options?.[option.value] || option.label,
      }));
    }
    return translated;
  });
  return { ...flow, questions };
}
