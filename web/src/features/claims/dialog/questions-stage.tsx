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
import { useRef } from 'react';
import { brand } from '#web/lib/brand.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { Modal } from '#web/ui/index.ts';
import { useQuestionFlow } from '../api/get-question-flow.ts';
import { answerOf, answerStep, backStep, currentStep, type FlowProgress, readStep } from '../flow-walk.ts';
import { BackButton, Step, StepActions } from './fields.tsx';
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
      <Step title="Important safety information">
        <p>Please read the safety information before you go on.</p>
        <Modal
          open
          role="alertdialog"
          title="Important"
          onClose={onBack}
          closeOnOverlay={false}
          initialFocus={continueRef}
          className="claim-warning"
          footer={
            <>
              <button type="button" className="button" onClick={onBack}>
                Back
              </button>
              <button type="button" className="button button--primary" ref={continueRef} onClick={onRead}>
                I understand
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
    <Step title="Please note">
      <p className="claim-message">{question.text}</p>
      <StepActions>
        <BackButton onClick={onBack} />
        <button type="button" className="button button--primary" onClick={onRead}>
          Continue
        </button>
      </StepActions>
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
      <Step title="This looks covered">
        <p>{question.text}</p>
        <StepActions>
          <BackButton onClick={onBack} />
          <button type="button" className="button button--primary" onClick={onCovered}>
            Continue
          </button>
        </StepActions>
      </Step>
    );
  }
  return (
    <Step title="Not covered" className="claim-step--refused">
      <p>{question.text}</p>
      {question.explanation && <p className="claim-explanation">{question.explanation}</p>}
      <p className="claim-help">
        Questions? Call us at <a href={`tel:${brand.phone}`}>{brand.phone}</a>.
      </p>
      <StepActions>
        <BackButton onClick={onBack} />
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </StepActions>
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
        <Step title="We need to talk">
          <p>
            We could not finish the questions for this item. Please call us at{' '}
            <a href={`tel:${brand.phone}`}>{brand.phone}</a> and we will take your request.
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
    <Step title="Questions about the problem">
      {flow.isError ? (
        <p className="claim-alert" role="alert">
          The questions for this item could not be loaded.
        </p>
      ) : offline ? (
        <p className="claim-note" role="status">
          You are offline, and the questions for this item have not been saved on this device yet. Connect to the
          internet to answer them.
        </p>
      ) : (
        <p role="status">Loading the questions…</p>
      )}
      <StepActions>
        <BackButton onClick={props.onLeave} />
        {flow.isError && (
          <button type="button" className="button button--primary" onClick={() => void flow.refetch()}>
            Try again
          </button>
        )}
      </StepActions>
    </Step>
  );
}
