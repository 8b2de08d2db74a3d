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
  questionFlowMessages,
  TEXT_MAX_LENGTH,
  validateAnswer,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { pageLanguageTag } from '#web/lib/i18n/index.ts';
import { showValidationErrors, TextField } from '#web/ui/index.ts';
import { CheckChoices, firstChoiceId, RadioChoices, Step, StepForm, TextAreaField } from './fields.tsx';

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

/** A YYYY-MM-DD bound of a date question in the page's language, in numbers ("01/07/2026" in English). */
const boundDay = (iso: string) =>
  new Intl.DateTimeFormat(pageLanguageTag(), {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** The engine's problems that name no bound, with their messages. */
const FIXED_PROBLEMS = new Map<string, () => string>([
  [questionFlowMessages.required, m.claim_answer_required],
  [questionFlowMessages.yesNo, m.claim_answer_yes_no],
  [questionFlowMessages.option, m.claim_answer_option],
  [questionFlowMessages.options, m.claim_answer_options],
  [questionFlowMessages.number, m.claim_answer_number],
  [questionFlowMessages.date, m.claim_answer_date],
  [questionFlowMessages.text, m.claim_answer_text],
  [questionFlowMessages.fiveStar, m.claim_answer_five_star],
  [questionFlowMessages.initial, m.claim_answer_initials],
]);

/**
 * What is wrong with an answer, by the engine's own rule (validateAnswer), in the page's language: the engine's
 * English problem is matched to its message here.
 */
export function answerProblem(question: AnsweringQuestion, value: AnswerValue, today: Date): string | null {
  const problem = validateAnswer(question, value, today);
  if (problem === null) return null;
  const fixed = FIXED_PROBLEMS.get(problem);
  if (fixed) return fixed();
  const q = questionFlowMessages;
  if (question.type === 'number') {
    const { min, max } = question;
    if (problem === q.numberRange(min, max)) {
      if (min !== undefined && max !== undefined) return m.claim_answer_number_between({ min, max });
      if (min !== undefined) return m.claim_answer_number_at_least({ min });
      if (max !== undefined) return m.claim_answer_number_at_most({ max });
    }
  }
  if (question.type === 'date') {
    const { min, max } = dateBounds(question, today);
    if (problem === q.dateRange(min, max)) {
      if (min && max) return m.claim_answer_date_between({ min: boundDay(min), max: boundDay(max) });
      if (min) return m.claim_answer_date_from({ min: boundDay(min) });
      if (max) return m.claim_answer_date_until({ max: boundDay(max) });
    }
  }
  if (question.type === 'text' || question.type === 'multiLine') {
    const maxLength = question.maxLength ?? (question.type === 'text' ? TEXT_MAX_LENGTH : MULTI_LINE_MAX_LENGTH);
    if (problem === q.textLength(maxLength)) return m.claim_answer_too_long({ maxLength });
  }
  return problem;
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
            { value: 'yes', label: m.claim_yes() },
            { value: 'no', label: m.claim_no() },
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
                {m.claim_stars({ count: stars })}
              </>
            ),
          }))}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={question.unit ? m.claim_your_answer_in({ unit: question.unit }) : m.claim_your_answer()}
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
          label={m.claim_date()}
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
          label={m.claim_your_answer()}
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
          label={m.claim_your_initials()}
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
          label={m.claim_your_answer()}
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
  if (!left) return m.claim_question_number({ number });
  const total = number - 1 + left.most;
  return left.fewest === left.most
    ? m.claim_question_of({ number, total })
    : m.claim_question_of_up_to({ number, total });
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
  const problemOf = (raw: Raw) => answerProblem(question, answerValueOf(question, raw), today) ?? undefined;
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
        {question.required
          ? questionCount(number, left)
          : m.claim_question_optional({ count: questionCount(number, left) })}
      </p>
      {question.help && <p className="claim-help">{question.help}</p>}
      <StepForm onSubmit={() => void form.handleSubmit()} onBack={onBack}>
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
      </StepForm>
    </Step>
  );
}
