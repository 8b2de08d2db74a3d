/** The request as it will be sent, to check before sending (or, offline, before saving it on this device). */
import type { Answer, ContractSummary, ServiceContactPreferences, VisitWindow, WarrantyItem } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { money } from '#web/lib/format.ts';
import { useQuestionFlow } from '../api/get-question-flow.ts';
import { visitSlotsQueryOptions } from '../api/get-visit-slots.ts';
import { answeredQuestions } from '../flow-walk.ts';
import { contractLabel } from '../request-body.ts';
import { contactMethodLabel, contactTimeLabel } from './contact-words.ts';
import { BackButton, Step, StepActions } from './fields.tsx';
import { noTimeLabel, windowLabel } from './time-step.tsx';

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
  // Why no time could be booked, as the step "Choose a time" was told.
  const slots = useQueryClient().getQueryData(
    visitSlotsQueryOptions(contract.contractId, item.warrantyItemId).queryKey,
  );
  return (
    <Step title={m.claim_review_title()}>
      <dl className="claim-review">
        <dt>{m.claim_review_plan()}</dt>
        <dd>{contractLabel(contract)}</dd>
        <dt>{m.claim_review_item()}</dt>
        <dd>{item.description}</dd>
        <dt>{m.claim_review_contact()}</dt>
        <dd>
          {contact.contactName}, {contact.phone}, {contact.email}
          <br />
          {contactMethodLabel(contact.preferredContactMethod)}, {contactTimeLabel(contact.bestTimeToContact)}
          <br />
          {contact.permissionToEnter ? m.claim_permission_to_enter() : m.claim_review_adult_home()}
        </dd>
        <dt>{m.claim_review_visit()}</dt>
        <dd>{appointment && online ? windowLabel(appointment) : noTimeLabel(slots?.reason)}</dd>
        <dt>{m.claim_review_photo()}</dt>
        <dd>
          {photoName
            ? online
              ? photoName
              : m.claim_review_photo_offline({ name: photoName })
            : m.claim_review_photo_none()}
        </dd>
        <dt>{m.claim_fee_title()}</dt>
        <dd>{fee > 0 ? `${money(fee)}, ${paymentLabel}` : m.claim_review_fee_none()}</dd>
      </dl>
      {answered.length > 0 && (
        <details className="claim-answers">
          <summary>{m.claim_review_answers({ count: answered.length })}</summary>
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
            {fee > 0 ? m.claim_review_offline_fee({ amount: money(fee) }) : m.claim_review_offline()}
          </p>
        )
      )}
      <StepActions>
        <BackButton onClick={onBack} />
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={Boolean(blocked)}>
          {online
            ? fee > 0
              ? m.claim_submit_and_pay({ amount: money(fee) })
              : m.claim_submit_request()
            : m.claim_save_for_later()}
        </button>
      </StepActions>
    </Step>
  );
}
