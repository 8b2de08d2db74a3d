import { describe, expect, it } from 'vitest';
import {
  answeredQuestions,
  answerStep,
  answerText,
  backStep,
  currentStep,
  type FlowProgress,
  readStep,
  startProgress,
} from './flow-walk.ts';
import { sampleFlow as flow } from './testing/sample-flow.ts';

const idOf = (progress: FlowProgress) => {
  const step = currentStep(flow, progress);
  return step.kind === 'broken' ? 'broken' : step.question.questionId;
};
const answer = (progress: FlowProgress, questionId: string, value: string | number | boolean | string[]) =>
  answerStep(flow, progress, { questionId, value });

describe('walking a flow one step at a time', () => {
  it('shows every message once, until it is read, between the questions', () => {
    let progress = answer(startProgress(), 'kind', 'central');
    progress = answer(progress, 'yn', true);
    expect(currentStep(flow, progress)).toMatchObject({ kind: 'message', question: { type: 'modalMessage' } });
    progress = readStep(progress, 'warn');
    expect(currentStep(flow, progress)).toMatchObject({ kind: 'message', question: { questionId: 'info' } });
    progress = readStep(progress, 'info');
    expect(currentStep(flow, progress)).toMatchObject({ kind: 'question', question: { questionId: 'symptoms' } });
    expect(progress.read).toEqual(['warn', 'info']);
  });

  it('ends at the not-covered terminal of a branch, and Back takes the answer back', () => {
    const progress = answer(startProgress(), 'kind', 'window');
    expect(currentStep(flow, progress)).toMatchObject({ kind: 'end', question: { outcome: 'notCovered' } });
    const back = backStep(flow, progress);
    expect(back).toEqual({ answers: [], read: [] });
    expect(idOf(back!)).toBe('kind');
    expect(backStep(flow, back!)).toBeNull();
  });

  it('steps back over a message (shown again) and then over the answer before it', () => {
    let progress = answer(startProgress(), 'kind', 'central');
    progress = answer(progress, 'yn', false);
    progress = readStep(progress, 'info');
    expect(idOf(progress)).toBe('symptoms');
    progress = backStep(flow, progress)!;
    expect(idOf(progress)).toBe('info');
    expect(progress.read).toEqual([]);
    progress = backStep(flow, progress)!;
    expect(idOf(progress)).toBe('yn');
    expect(progress.answers.map((a) => a.questionId)).toEqual(['kind']);
  });

  it('drops a message read on a path the new answer leaves', () => {
    let progress = answer(startProgress(), 'kind', 'central');
    progress = answer(progress, 'yn', true);
    progress = readStep(progress, 'warn');
    progress = answer(progress, 'yn', false);
    expect(progress.read).toEqual([]);
    expect(idOf(progress)).toBe('info');
  });

  it('reaches the covered end and lists the answers in words', () => {
    let progress = answer(startProgress(), 'kind', 'central');
    progress = answer(progress, 'yn', false);
    progress = readStep(progress, 'info');
    progress = answer(progress, 'symptoms', ['warm', 'noise']);
    progress = answer(progress, 'temp', 85);
    progress = answer(progress, 'stars', 4);
    progress = answer(progress, 'since', '2026-11-20');
    progress = answer(progress, 'code', '');
    progress = answer(progress, 'details', '');
    progress = answer(progress, 'ack', 'HO');
    expect(currentStep(flow, progress)).toMatchObject({ kind: 'end', question: { outcome: 'covered' } });
    expect(answeredQuestions(flow, progress.answers)).toEqual([
      { question: 'What kind of cooling equipment needs service?', answer: 'Central air conditioner' },
      { question: 'Do you smell burning?', answer: 'No' },
      { question: 'What is happening?', answer: 'It blows warm air; Loud noise' },
      { question: 'What temperature is it inside?', answer: '85 °F' },
      { question: 'How urgent is this?', answer: '4 of 5 stars' },
      { question: 'When did it start?', answer: '11/20/2026' },
      { question: 'Error code, if any', answer: 'Not answered' },
      { question: 'Anything else?', answer: 'Not answered' },
      { question: 'Your initials, please', answer: 'HO' },
    ]);
  });

  it('writes an answer of each kind', () => {
    const question = (id: string) => {
      const found = flow.questions.find((q) => q.questionId === id);
      if (!found || found.type === 'terminal' || found.type === 'message' || found.type === 'modalMessage') {
        throw new Error(id);
      }
      return found;
    };
    expect(answerText(question('yn'), true)).toBe('Yes');
    expect(answerText(question('symptoms'), [])).toBe('None');
    expect(answerText(question('stars'), 1)).toBe('1 of 5 stars');
    expect(answerText(question('kind'), 'gone')).toBe('gone');
  });
});
