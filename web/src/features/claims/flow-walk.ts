/**
 * Walking a question flow one step at a time in the dialog, on top of the shared engine
 * (shared/src/question-flow.ts). The engine passes information steps (message, modalMessage) without an
 * answer; the dialog shows each of them once, until the homeowner has read it, so the progress is the
 * answers plus the information steps read. Back steps to the previous step on the path: an answer is
 * taken back (the engine then drops the answers after it), a message is shown again.
 */
import {
  type Answer,
  type AnsweringQuestion,
  type AnswerValue,
  type MessageQuestion,
  pathOf,
  type Question,
  type QuestionFlow,
  removeAnswer,
  setAnswer,
  type TerminalQuestion,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { pageLanguageTag } from '#web/lib/i18n/index.ts';

export interface FlowProgress {
  answers: Answer[];
  /** The information steps read, on the current path. */
  read: string[];
}

export const startProgress = (): FlowProgress => ({ answers: [], read: [] });

export type FlowStep =
  | { kind: 'question'; question: AnsweringQuestion; index: number }
  | { kind: 'message'; question: MessageQuestion; index: number }
  | { kind: 'end'; question: TerminalQuestion; index: number }
  /** The flow leads nowhere from here (a flow the server should have refused). */
  | { kind: 'broken'; index: number };

const isMessage = (q: Question): q is MessageQuestion => q.type === 'message' || q.type === 'modalMessage';

/** The step to show: the first unread message, the first unanswered question or the end. */
export function currentStep(flow: QuestionFlow, progress: FlowProgress): FlowStep {
  const path = pathOf(flow, progress.answers);
  for (const [index, question] of path.entries()) {
    if (question.type === 'terminal') return { kind: 'end', question, index };
    if (isMessage(question)) {
      if (!progress.read.includes(question.questionId)) return { kind: 'message', question, index };
      continue;
    }
    if (!progress.answers.some((a) => a.questionId === question.questionId)) {
      return { kind: 'question', question, index };
    }
  }
  return { kind: 'broken', index: path.length };
}

/** Keeps only what is still on the path before `end` (an index of the path). */
function readBefore(flow: QuestionFlow, answers: readonly Answer[], read: readonly string[], end: number): string[] {
  const before = new Set(
    pathOf(flow, answers)
      .slice(0, end)
      .map((q) => q.questionId),
  );
  return read.filter((id) => before.has(id));
}

/** After answering the current question. */
export function answerStep(flow: QuestionFlow, progress: FlowProgress, answer: Answer): FlowProgress {
  const answers = setAnswer(flow, progress.answers, answer);
  const onPath = new Set(pathOf(flow, answers).map((q) => q.questionId));
  return { answers, read: progress.read.filter((id) => onPath.has(id)) };
}

/** After reading the current message. */
export function readStep(progress: FlowProgress, questionId: string): FlowProgress {
  return progress.read.includes(questionId) ? progress : { ...progress, read: [...progress.read, questionId] };
}

/** One step back; null at the first step (the dialog goes back to the choice of the item). */
export function backStep(flow: QuestionFlow, progress: FlowProgress): FlowProgress | null {
  const { index } = currentStep(flow, progress);
  const previous = pathOf(flow, progress.answers)[index - 1];
  if (!previous) return null;
  const answers = isMessage(previous) ? progress.answers : removeAnswer(flow, progress.answers, previous.questionId);
  return { answers, read: readBefore(flow, answers, progress.read, index - 1) };
}

/** The answer given to a question on the path, if any. */
export const answerOf = (progress: FlowProgress, questionId: string): AnswerValue | undefined =>
  progress.answers.find((a) => a.questionId === questionId)?.value;

// ---- How an answer reads ---------------------------------------------------------------------------

/** A YYYY-MM-DD day in the page's language, in numbers: "11/20/2026" in English. */
const shortDate = (iso: string) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(pageLanguageTag(), {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};

/** An answer in words, for the review. */
export function answerText(question: AnsweringQuestion, value: AnswerValue | undefined): string {
  const blank =
    value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length);
  if (blank) return question.type === 'multiSelect' ? m.claim_answer_none() : m.claim_answer_not_answered();
  switch (question.type) {
    case 'answer':
      return value === true ? m.claim_yes() : m.claim_no();
    case 'select':
      return question.options.find((o) => o.value === value)?.label ?? String(value);
    case 'multiSelect': {
      const chosen = Array.isArray(value) ? value : [String(value)];
      return chosen.map((v) => question.options.find((o) => o.value === v)?.label ?? v).join('; ');
    }
    case 'number':
      return question.unit ? `${value} ${question.unit}` : String(value);
    case 'date':
      return shortDate(String(value));
    case 'fiveStar':
      return m.claim_answer_stars({ count: Number(value) });
    default:
      return String(value);
  }
}

/** The questions answered on the path, in order, each with its answer in words. */
export function answeredQuestions(
  flow: QuestionFlow,
  answers: readonly Answer[],
): { question: string; answer: string }[] {
  return pathOf(flow, answers).flatMap((question) => {
    if (question.type === 'terminal' || isMessage(question)) return [];
    const answer = answers.find((a) => a.questionId === question.questionId);
    return answer ? [{ question: question.text, answer: answerText(question, answer.value) }] : [];
  });
}
