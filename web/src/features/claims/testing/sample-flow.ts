/** A question flow with every question type, for the claims tests. */
import type { QuestionFlow } from '@hw/shared';

export const sampleFlow: QuestionFlow = {
  warrantyItemId: 'si-cooling',
  startQuestionId: 'kind',
  questions: [
    {
      questionId: 'kind',
      type: 'select',
      text: 'What kind of cooling equipment needs service?',
      required: true,
      next: 'yn',
      options: [
        { value: 'central', label: 'Central air conditioner' },
        { value: 'window', label: 'Window unit', next: 'window' },
      ],
    },
    {
      questionId: 'window',
      type: 'terminal',
      text: 'We are sorry: this is not covered by your home warranty.',
      outcome: 'notCovered',
      coverageOutcome: 'notCovered',
      explanation: 'Window units are not covered.',
    },
    {
      questionId: 'yn',
      type: 'answer',
      text: 'Do you smell burning?',
      required: true,
      branches: [{ when: { equals: true }, next: 'warn' }],
      next: 'info',
    },
    { questionId: 'warn', type: 'modalMessage', text: 'Turn the system off at its breaker now.', next: 'info' },
    { questionId: 'info', type: 'message', text: 'A clogged filter is a common cause.', next: 'symptoms' },
    {
      questionId: 'symptoms',
      type: 'multiSelect',
      text: 'What is happening?',
      required: true,
      options: [
        { value: 'warm', label: 'It blows warm air' },
        { value: 'noise', label: 'Loud noise' },
      ],
      next: 'temp',
    },
    {
      questionId: 'temp',
      type: 'number',
      text: 'What temperature is it inside?',
      required: true,
      min: 40,
      max: 130,
      unit: '°F',
      next: 'stars',
    },
    { questionId: 'stars', type: 'fiveStar', text: 'How urgent is this?', required: true, next: 'since' },
    { questionId: 'since', type: 'date', text: 'When did it start?', required: true, min: -30, max: 0, next: 'code' },
    { questionId: 'code', type: 'text', text: 'Error code, if any', required: false, maxLength: 12, next: 'details' },
    { questionId: 'details', type: 'multiLine', text: 'Anything else?', required: false, next: 'ack' },
    { questionId: 'ack', type: 'initial', text: 'Your initials, please', required: true, next: 'covered' },
    {
      questionId: 'covered',
      type: 'terminal',
      text: 'This sounds like a covered repair.',
      outcome: 'covered',
    },
  ],
};
