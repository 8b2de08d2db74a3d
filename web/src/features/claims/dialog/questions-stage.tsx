/**
 * The item's question flow, one step at a time (flow-walk.ts): a question, a message to read (Continue),
 * a safety warning shown as a modal of its own over the dialog, and the end: covered goes on to the
 * contact preferences; not covered says why and stops, with Back to change an answer. The flow comes from
 * the device's saved copy when there is no connection.
 */
import {
  type AnswerValue,
  type MessageQuestion,
  type QuestionFlow,
  questionsLeft,
  type TerminalQuestion,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useRef } from 'react';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { Modal } from '#web/ui/index.ts';
import { useQuestionFlow } from '../api/get-question-flow.ts';
import { answerOf, answerStep, backStep, currentStep, type FlowProgress, readStep } from '../flow-walk.ts';
import { BackAndNext, BackButton, Step, StepActions } from './fields.tsx';
import { QuestionStep } from './question-step.tsx';

export interface QuestionsStageProps {
  warrantyItemId: string;
  progress: FlowProgress;
  onProgress: (progress: FlowProgress) => void;
  /** Answers given earlier to questions no longer on the path (shown again if the path comes back). */
  remembered: Readonly<Record<string, AnswerValue>>;
  onRemember: (questionId: string, value: AnswerValue) => void;
  /** Back from the first step: the choice of the item. */
  onLeave: () => void;
  /** The flow ended covered. */
  onCovered: () => void;
  onClose: () => void;
  today: Date;
}

/** The brand's phone number as a call link, for a message's `{#tel}` markup. */
const tel = (children: ReactNode) => <a href={`tel:${brand.phone}`}>{children}</a>;

function MessageStep({
  question,
  onRead,
  onBack,
}: {
  question: MessageQuestion;
  onRead: () => void;
  onBack: () => void;
}) {
  const continueRef = useRef<HTMLButtonElement>(null);
  if (question.type === 'modalMessage') {
    return (
      <Step title={m.claim_safety_title()}>
        <p>{m.claim_safety_text()}</p>
        <Modal
          open
          role="alertdialog"
          title={m.claim_safety_important()}
          onClose={onBack}
          closeOnOverlay={false}
          initialFocus={continueRef}
          className="claim-warning"
          footer={
            <>
              <button type="button" className="button" onClick={onBack}>
                {m.claim_back()}
              </button>
              <button type="button" className="button button--primary" ref={continueRef} onClick={onRead}>
                {m.claim_safety_understand()}
              </button>
            </>
          }
        >
          <p>{question.text}</p>
        </Modal>
      </Step>
    );
  }
  return (
    <Step title={m.claim_note_title()}>
      <p className="claim-message">{question.text}</p>
      <BackAndNext onBack={onBack} onNext={onRead} />
    </Step>
  );
}

function EndStep({
  question,
  onBack,
  onCovered,
  onClose,
}: {
  question: TerminalQuestion;
  onBack: () => void;
  onCovered: () => void;
  onClose: () => void;
}) {
  if (question.outcome === 'covered') {
    return (
      <Step title={m.claim_covered_title()}>
        <p>{question.text}</p>
        <BackAndNext onBack={onBack} onNext={onCovered} />
      </Step>
    );
  }
  return (
    <Step title={m.claim_not_covered_title()} className="claim-step--refused">
      <p>{question.text}</p>
      {question.explanation && <p className="claim-explanation">{question.explanation}</p>}
      <p className="claim-help">
        <RichMessage parts={m.claim_questions_call_us.parts({ phone: brand.phone })} markup={{ tel }} />
      </p>
      <BackAndNext onBack={onBack} onNext={onClose} label={m.claim_close()} />
    </Step>
  );
}

function FlowSteps({ flow, ...props }: QuestionsStageProps & { flow: QuestionFlow }) {
  const { progress, onProgress } = props;
  const step = currentStep(flow, progress);
  const back = () => {
    const previous = backStep(flow, progress);
    if (previous) onProgress(previous);
    else props.onLeave();
  };
  switch (step.kind) {
    case 'question': {
      const { question } = step;
      const asked = progress.answers.length + 1;
      return (
        <QuestionStep
          key={question.questionId}
          question={question}
          number={asked}
          left={questionsLeft(flow, question.questionId)}
          given={answerOf(progress, question.questionId) ?? props.remembered[question.questionId]}
          today={props.today}
          onBack={back}
          onAnswer={(value) => {
            props.onRemember(question.questionId, value);
            onProgress(answerStep(flow, progress, { questionId: question.questionId, value }));
          }}
        />
      );
    }
    case 'message':
      return (
        <MessageStep
          key={step.question.questionId}
          question={step.question}
          onBack={back}
          onRead={() => onProgress(readStep(progress, step.question.questionId))}
        />
      );
    case 'end':
      return (
        <EndStep
          key={step.question.questionId}
          question={step.question}
          onBack={back}
          onCovered={props.onCovered}
          onClose={props.onClose}
        />
      );
    default:
      return (
        <Step title={m.claim_flow_broken_title()}>
          <p>
            <RichMessage parts={m.claim_flow_broken_text.parts({ phone: brand.phone })} markup={{ tel }} />
          </p>
          <StepActions>
            <BackButton onClick={back} />
          </StepActions>
        </Step>
      );
  }
}

export function QuestionsStage(props: QuestionsStageProps) {
  const flow = useQuestionFlow(props.warrantyItemId);
  const online = useOnline();
  if (flow.data) return <FlowSteps {...props} flow={flow.data} />;
  const offline = !online || flow.fetchStatus === 'paused';
  return (
    <Step title={m.claim_questions_title()}>
      {flow.isError ? (
        <p className="claim-alert" role="alert">
          {m.claim_questions_load_failure()}
        </p>
      ) : offline ? (
        <p className="claim-note" role="status">
          {m.claim_questions_offline()}
        </p>
      ) : (
        <p role="status">{m.claim_questions_loading()}</p>
      )}
      <StepActions>
        <BackButton onClick={props.onLeave} />
        {flow.isError && (
          <button type="button" className="button button--primary" onClick={() => void flow.refetch()}>
            {m.claim_try_again()}
          </button>
        )}
      </StepActions>
    </Step>
  );
}
