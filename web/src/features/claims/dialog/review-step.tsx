/** The request as it will be sent, to check before sending (or, offline, before saving it on this device). */
import {
  type Answer,
  CONTACT_METHOD_LABELS,
  CONTACT_TIME_LABELS,
  type ContractSummary,
  type ServiceContactPreferences,
  type VisitWindow,
  type WarrantyItem,
} from '@hw/shared';
import { money } from '#web/lib/format.ts';
import { useQuestionFlow } from '../api/get-question-flow.ts';
import { answeredQuestions } from '../flow-walk.ts';
import { contractLabel } from '../request-body.ts';
import { BackButton, Step, StepActions } from './fields.tsx';
import { NO_TIME_LABEL, windowLabel } from './time-step.tsx';

export function ReviewStep({
  contract,
  item,
  answers,
  contact,
  fee,
  paymentLabel,
  photoName,
  appointment,
  online,
  blocked,
  onSubmit,
  onBack,
}: {
  contract: ContractSummary;
  item: WarrantyItem;
  answers: readonly Answer[];
  contact: ServiceContactPreferences;
  fee: number;
  /** How the fee is paid, in words. */
  paymentLabel: string;
  /** The photo chosen, if any. */
  photoName: string | null;
  /** The visit window chosen, if any. */
  appointment: VisitWindow | null;
  online: boolean;
  /** Why it cannot be sent or saved as it is (a new card while offline), if so. */
  blocked: string | null;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const flow = useQuestionFlow(item.warrantyItemId);
  const answered = flow.data ? answeredQuestions(flow.data, answers) : [];
  return (
    <Step title="Review your request">
      <dl className="claim-review">
        <dt>Plan</dt>
        <dd>{contractLabel(contract)}</dd>
        <dt>Needs repair</dt>
        <dd>{item.description}</dd>
        <dt>Contact</dt>
        <dd>
          {contact.contactName}, {contact.phone}, {contact.email}
          <br />
          {CONTACT_METHOD_LABELS[contact.preferredContactMethod]}, {CONTACT_TIME_LABELS[contact.bestTimeToContact]}
          <br />
          {contact.permissionToEnter ? 'The technician may come in if no adult is home' : 'An adult will be home'}
        </dd>
        <dt>Visit</dt>
        <dd>{appointment && online ? windowLabel(appointment) : NO_TIME_LABEL}</dd>
        <dt>Photo</dt>
        <dd>{photoName ? (online ? photoName : `${photoName} (not sent while offline)`) : 'None'}</dd>
        <dt>Service call fee</dt>
        <dd>{fee > 0 ? `${money(fee)}, ${paymentLabel}` : 'None'}</dd>
      </dl>
      {answered.length > 0 && (
        <details className="claim-answers">
          <summary>Your answers ({answered.length})</summary>
          <dl>
            {answered.map(({ question, answer }) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {blocked ? (
        <p className="claim-alert" role="alert">
          {blocked}
        </p>
      ) : (
        !online && (
          <p className="claim-note" role="status">
            You are offline. Your request will be saved on this device and wait for the connection.
            {fee > 0 ? ` Before it is sent we will ask you to confirm the ${money(fee)} service call fee.` : ''}
          </p>
        )
      )}
      <StepActions>
        <BackButton onClick={onBack} />
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={Boolean(blocked)}>
          {online ? (fee > 0 ? `Submit and pay ${money(fee)}` : 'Submit Request') : 'Save and send when online'}
        </button>
      </StepActions>
    </Step>
  );
}
