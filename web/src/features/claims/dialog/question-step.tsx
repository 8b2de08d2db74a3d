/**
 * One question of the flow, with the input its type asks for (shared/src/question-flow.ts): yes/no, a
 * choice, several choices, a number (with its unit and bounds), a day between the flow's bounds, one to
 * five stars, a line or a paragraph of text, the homeowner's initials. Continue checks the answer with the
 * engine's own rule and, when it is wrong, says so in the validation dialog and under the input.
 */
import {
  type AnsweringQuestion,
  type AnswerValue,
  dateBounds,
  INITIALS_MAX_LENGTH,
  MULTI_LINE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  validateAnswer,
} from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { showValidationErrors, TextField } from '#web/ui/index.ts';
import { BackButton, CheckChoices, firstChoiceId, RadioChoices, Step, StepActions, TextAreaField } from './fields.tsx';

type Raw = string | string[] | boolean | number | undefined;

/** The input's state for an answer given before (or nothing yet). */
function rawOf(question: AnsweringQuestion, value: AnswerValue | undefined): Raw {
  switch (question.type) {
    case 'answer':
      return typeof value === 'boolean' ? value : undefined;
    case 'fiveStar':
      return typeof value === 'number' ? value : undefined;
    case 'multiSelect':
      return Array.isArray(value) ? value : [];
    default:
      return value === undefined ? '' : String(value);
  }
}

/** The answer the input holds; blank is '' (or []), which an optional question accepts as skipped. */
export function answerValueOf(question: AnsweringQuestion, raw: Raw): AnswerValue {
  switch (question.type) {
    case 'answer':
    case 'fiveStar':
      return raw === undefined ? '' : (raw as boolean | number);
    case 'multiSelect':
      return Array.isArray(raw) ? raw : [];
    case 'number': {
      const text = String(raw ?? '').trim();
      if (!text) return '';
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'initial':
      return String(raw ?? '')
        .trim()
        .toUpperCase();
    default:
      return String(raw ?? '').trim();
  }
}

/** The id of the input the validation dialog focuses. */
const inputIdOf = (question: AnsweringQuestion, id: string) =>
  question.type === 'answer' ||
  question.type === 'select' ||
  question.type === 'multiSelect' ||
  question.type === 'fiveStar'
    ? firstChoiceId(id)
    : id;

const STARS = [1, 2, 3, 4, 5] as const;

function QuestionInput({
  question,
  id,
  raw,
  setRaw,
  error,
  today,
}: {
  question: AnsweringQuestion;
  id: string;
  raw: Raw;
  setRaw: (raw: Raw) => void;
  error: string | undefined;
  today: Date;
}) {
  const legend = question.text;
  switch (question.type) {
    case 'answer':
      return (
        <RadioChoices
          id={id}
          legend={legend}
          hideLegend
          error={error}
          value={raw === undefined ? null : raw ? 'yes' : 'no'}
          onChange={(value) => setRaw(value === 'yes')}
          choices={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      );
    case 'select':
      return (
        <RadioChoices
          id={id}
          legend={legend}
          hideLegend
          error={error}
          value={typeof raw === 'string' && raw ? raw : null}
          onChange={setRaw}
          choices={question.options.map(({ value, label }) => ({ value, label }))}
        />
      );
    case 'multiSelect':
      return (
        <CheckChoices
          id={id}
          legend={legend}
          hideLegend
          error={error}
          values={Array.isArray(raw) ? raw : []}
          onChange={setRaw}
          choices={question.options.map(({ value, label }) => ({ value, label }))}
        />
      );
    case 'fiveStar':
      return (
        <RadioChoices
          id={id}
          legend={legend}
          hideLegend
          error={error}
          value={typeof raw === 'number' ? String(raw) : null}
          onChange={(value) => setRaw(Number(value))}
          choices={STARS.map((stars) => ({
            value: String(stars),
            label: (
              <>
                <span className="claim-stars" aria-hidden="true">
                  {'★'.repeat(stars)}
                  {'☆'.repeat(5 - stars)}
                </span>{' '}
                {stars === 1 ? '1 star' : `${stars} stars`}
              </>
            ),
          }))}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={question.unit ? `Your answer (${question.unit})` : 'Your answer'}
          type="number"
          inputMode="decimal"
          min={question.min}
          max={question.max}
          error={error}
          value={String(raw ?? '')}
          onChange={(event) => setRaw(event.target.value)}
        />
      );
    case 'date': {
      const { min, max } = dateBounds(question, today);
      return (
        <TextField
          id={id}
          label="Date"
          type="date"
          min={min}
          max={max}
          error={error}
          value={String(raw ?? '')}
          onChange={(event) => setRaw(event.target.value)}
        />
      );
    }
    case 'multiLine':
      return (
        <TextAreaField
          id={id}
          label="Your answer"
          rows={4}
          maxLength={question.maxLength ?? MULTI_LINE_MAX_LENGTH}
          error={error}
          value={String(raw ?? '')}
          onChange={(event) => setRaw(event.target.value)}
        />
      );
    case 'initial':
      return (
        <TextField
          id={id}
          label="Your initials"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={INITIALS_MAX_LENGTH}
          className="claim-initials"
          error={error}
          value={String(raw ?? '')}
          onChange={(event) => setRaw(event.target.value.replace(/[^A-Za-z]/g, '').toUpperCase())}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label="Your answer"
          maxLength={question.maxLength ?? TEXT_MAX_LENGTH}
          error={error}
          value={String(raw ?? '')}
          onChange={(event) => setRaw(event.target.value)}
        />
      );
  }
}

/** "Question 2 of 6", or "of up to 9" when the answers decide how many follow. */
export function questionCount(number: number, left: { fewest: number; most: number } | undefined): string {
  if (!left) return `Question ${number}`;
  const total = number - 1 + left.most;
  return left.fewest === left.most ? `Question ${number} of ${total}` : `Question ${number} of up to ${total}`;
}

export function QuestionStep({
  question,
  given,
  number,
  left,
  today,
  onAnswer,
  onBack,
}: {
  question: AnsweringQuestion;
  /** The answer given before, shown again. */
  given: AnswerValue | undefined;
  /** Its place in the questions asked so far (1 for the first). */
  number: number;
  /** How many questions are left from this one (itself included), when the flow says. */
  left: { fewest: number; most: number } | undefined;
  today: Date;
  onAnswer: (value: AnswerValue) => void;
  onBack: () => void;
}) {
  const id = `claim-q-${question.questionId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const problemOf = (raw: Raw) => validateAnswer(question, answerValueOf(question, raw), today) ?? undefined;
  const form = useForm({
    defaultValues: { raw: rawOf(question, given) },
    // The submit's problem shows until the answer changes.
    validators: { onSubmit: ({ value }) => problemOf(value.raw) },
    onSubmitInvalid: ({ value }) =>
      void showValidationErrors([{ message: problemOf(value.raw) ?? '', fieldId: inputIdOf(question, id) }]),
    onSubmit: ({ value }) => onAnswer(answerValueOf(question, value.raw)),
  });
  const error = useSelector(form.store, (state) =>
    typeof state.errorMap.onSubmit === 'string' ? state.errorMap.onSubmit : undefined,
  );

  return (
    <Step title={question.text}>
      <p className="claim-step__count">
        {questionCount(number, left)}
        {question.required ? '' : ' (optional)'}
      </p>
      {question.help && <p className="claim-help">{question.help}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="raw">
          {(field) => (
            <QuestionInput
              question={question}
              id={id}
              raw={field.state.value}
              setRaw={field.handleChange}
              error={error}
              today={today}
            />
          )}
        </form.Field>
        <StepActions>
          <BackButton onClick={onBack} />
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </StepActions>
      </form>
    </Step>
  );
}
