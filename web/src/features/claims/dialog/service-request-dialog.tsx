/**
 * The service request (claim) dialog: one modal, step by step. The plan,
 * its authorisation (and the fee), the item, its question flow, the contact preferences, the fee's payment
 * (skipped for $0), a review, then the filing and its outcome. Opening it starts afresh (opening
 * the create dialog resets the state); the plan stays chosen when it is the user's only one.
 */
import {
  type AnswerValue,
  type AuthorizeServiceRequestResponse,
  type AuthUser,
  type ContractSummary,
  messages,
  type VisitWindow,
  type WarrantyItem,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { cardLabel } from '#web/lib/format.ts';
import { useHostedCard, usePaymentInfos } from '#web/lib/payments/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { confirm, Modal, showValidationErrors } from '#web/ui/index.ts';
import { visitSlotsQueryOptions } from '../api/get-visit-slots.ts';
import { type FlowProgress, startProgress } from '../flow-walk.ts';
import { addressLabel, contactFromProfile } from '../request-body.ts';
import type { SubmitFailure } from '../submit-outcome.ts';
import { ContactStep } from './contact-step.tsx';
import { DoneStep, FailedStep, type PhotoUpload, SavedStep, SubmittingStep } from './outcome-steps.tsx';
import { CARD_ID, NEW_CARD, PaymentStep, paymentMessages } from './payment-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import { AuthorizeStep, ContractStep, ItemStep } from './plan-steps.tsx';
import { QuestionsStage } from './questions-stage.tsx';
import { ReviewStep } from './review-step.tsx';
import { TimeStep } from './time-step.tsx';
import { type SubmitOutcome, useSubmitServiceRequest } from './use-submit.ts';
import '../claims.css';

type Stage =
  | 'contract'
  | 'authorize'
  | 'item'
  | 'questions'
  | 'photo'
  | 'contact'
  | 'time'
  | 'payment'
  | 'review'
  | 'submitting'
  | 'done'
  | 'failed'
  | 'saved';

/** Stages with answers that closing would lose. */
const UNSAVED: readonly Stage[] = ['questions', 'photo', 'contact', 'time', 'payment', 'review', 'failed'];

/** The dialog's title in English, for the tests; the dialog shows `m.claim_dialog_title()`. */
export const DIALOG_TITLE = 'Service Request';

export interface ServiceRequestDialogProps {
  user: AuthUser;
  onClose: () => void;
  /** After success: show the request in the service request history. */
  onViewHistory: () => void;
}

export function ServiceRequestDialog({ user, onClose, onViewHistory }: ServiceRequestDialogProps) {
  const online = useOnline();
  const [today] = useState(() => new Date());
  const [stage, setStage] = useState<Stage>('contract');
  const [contract, setContract] = useState<ContractSummary | null>(null);
  const [refused, setRefused] = useState(false);
  /** The server said the fee changed: the plan is checked again, then the homeowner agrees to the new fee. */
  const [recheckingFee, setRecheckingFee] = useState(false);
  const [fee, setFee] = useState(0);
  const [item, setItem] = useState<WarrantyItem | null>(null);
  const [progress, setProgress] = useState<FlowProgress>(startProgress);
  const [remembered, setRemembered] = useState<Record<string, AnswerValue>>({});
  const [contact, setContact] = useState(() => contactFromProfile(user));
  const [paymentChoice, setPaymentChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [appointment, setAppointment] = useState<VisitWindow | null>(null);
  /** Why the time step is shown again (the time chosen was just taken). */
  const [timeNotice, setTimeNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [photoUpload, setPhotoUpload] = useState<PhotoUpload>({ status: 'none' });
  /** A new card, saved in the gateway's hosted card form: forgotten once declined or refused. */
  const hostedCard = useHostedCard();
  const infos = usePaymentInfos();
  const { submit, save, uploadPhoto } = useSubmitServiceRequest();

  const chooseContract = useCallback((chosen: ContractSummary) => {
    setContract((current) => {
      if (current?.contractId !== chosen.contractId) {
        setItem(null);
        setProgress(startProgress());
        setRemembered({});
      }
      return chosen;
    });
  }, []);
  const chooseItem = (chosen: WarrantyItem) => {
    // Selecting an item loads its flowchart and clears the answers.
    if (chosen.warrantyItemId !== item?.warrantyItemId) {
      setProgress(startProgress());
      setRemembered({});
    }
    setItem(chosen);
  };
  const authorized = useCallback(
    (answer: AuthorizeServiceRequestResponse) => {
      setFee(answer.serviceCallFee);
      if (!recheckingFee) {
        setStage('item');
        return;
      }
      // The answers are kept: on to agree to the new fee.
      setRecheckingFee(false);
      setStage(answer.serviceCallFee > 0 ? 'payment' : 'review');
    },
    [recheckingFee],
  );

  const close = async () => {
    if (stage === 'submitting') return;
    if (UNSAVED.includes(stage)) {
      const leave = await confirm({
        title: m.claim_leave_title(),
        content: m.claim_leave_text(),
        yesLabel: m.claim_leave_yes(),
        noLabel: m.claim_leave_no(),
      });
      if (!leave) return;
    }
    onClose();
  };

  const savedCard = (infos.data ?? []).find((info) => info.creditCard.creditCardId === paymentChoice);
  const paymentLabel =
    paymentChoice === NEW_CARD
      ? hostedCard.card
        ? cardLabel(hostedCard.card)
        : m.claim_payment_new_card_label()
      : savedCard
        ? cardLabel(savedCard.creditCard)
        : '';
  const blocked = !online && fee > 0 && !savedCard ? paymentMessages.newCardOffline : null;

  async function send() {
    if (!contract || !item) return;
    const parts = {
      contractId: contract.contractId,
      warrantyItemId: item.warrantyItemId,
      answers: progress.answers,
      contact,
      fee,
      appointment: online ? appointment : null,
    };
    if (!online) {
      setOutcome(
        await save(parts, savedCard?.creditCard.creditCardId ?? null, {
          policyNumber: contract.policyNumber,
          address: addressLabel(contract.address),
          itemDescription: item.description,
          cardLabel: fee > 0 ? paymentLabel : '',
        }),
      );
      setStage('saved');
      return;
    }
    setStage('submitting');
    const result = await submit(parts, {
      creditCardId: savedCard ? savedCard.creditCard.creditCardId : null,
      newCard: paymentChoice === NEW_CARD ? hostedCard.card : null,
    });
    setOutcome(result);
    // A new card declined or refused is not tried again as it was: the homeowner enters another.
    const newCardFailed =
      result.kind === 'cardRefused' || (result.kind === 'failed' && result.failure.kind === 'declined');
    if (newCardFailed && paymentChoice === NEW_CARD) hostedCard.forget();
    if (result.kind === 'cardRefused') {
      setStage('payment');
      void showValidationErrors([{ message: result.message, fieldId: CARD_ID }]);
    } else setStage(result.kind === 'done' ? 'done' : 'failed');
    if (result.kind === 'done' && photo) void attachPhoto(result.request.serviceRequestId, photo);
  }

  async function attachPhoto(serviceRequestId: string, file: File) {
    setPhotoUpload({ status: 'sending' });
    const problem = await uploadPhoto(serviceRequestId, file);
    setPhotoUpload(problem ? { status: 'failed', message: problem } : { status: 'sent' });
  }

  /** What the homeowner can do after a failed send, besides closing: its words, and what it does. */
  const failureAction = (failure: SubmitFailure): [label: string, act: () => void] => {
    switch (failure.kind) {
      case 'declined':
        return [m.claim_failed_other_card(), () => setStage('payment')];
      case 'feeChanged':
        return [
          m.claim_failed_review_fee(),
          () => {
            setRecheckingFee(true);
            setStage('authorize');
          },
        ];
      case 'slotTaken':
        return [
          m.claim_failed_other_time(),
          () => {
            setAppointment(null);
            setTimeNotice(failure.message);
            if (contract && item) {
              void queryClient.invalidateQueries({
                queryKey: visitSlotsQueryOptions(contract.contractId, item.warrantyItemId).queryKey,
              });
            }
            setStage('time');
          },
        ];
      case 'notCovered':
        return [m.claim_failed_back_to_questions(), () => setStage('questions')];
      case 'invalid':
        return [m.claim_failed_back_to_review(), () => setStage('review')];
      default:
        return [m.claim_failed_try_again(), () => void send()];
    }
  };

  const failureActions = (failure: SubmitFailure) => {
    const [label, act] = failureAction(failure);
    return (
      <>
        <button type="button" className="button" onClick={onClose}>
          {m.claim_close()}
        </button>
        <button type="button" className="button button--primary" onClick={act}>
          {label}
        </button>
      </>
    );
  };

  let body: ReactNode = null;
  switch (stage) {
    case 'contract':
      body = (
        <ContractStep
          contractId={contract?.contractId ?? null}
          onChoose={chooseContract}
          onContinue={() => setStage('authorize')}
          onClose={onClose}
        />
      );
      break;
    case 'authorize':
      body = contract && (
        <AuthorizeStep
          contractId={contract.contractId}
          onAuthorized={authorized}
          onRefused={setRefused}
          onBack={() => setStage('contract')}
          onClose={onClose}
        />
      );
      break;
    case 'item':
      body = contract && (
        <ItemStep
          contractId={contract.contractId}
          warrantyItemId={item?.warrantyItemId ?? null}
          onChoose={chooseItem}
          onContinue={() => setStage('questions')}
          onBack={() => setStage('contract')}
        />
      );
      break;
    case 'questions':
      body = item && (
        <QuestionsStage
          warrantyItemId={item.warrantyItemId}
          progress={progress}
          onProgress={setProgress}
          remembered={remembered}
          onRemember={(questionId, value) => setRemembered((current) => ({ ...current, [questionId]: value }))}
          onLeave={() => setStage('item')}
          onCovered={() => setStage('photo')}
          onClose={onClose}
          today={today}
        />
      );
      break;
    case 'photo':
      body = (
        <PhotoStep
          photo={photo}
          onChange={setPhoto}
          online={online}
          onBack={() => setStage('questions')}
          onContinue={() => setStage('contact')}
        />
      );
      break;
    case 'contact':
      body = (
        <ContactStep
          contact={contact}
          onChange={setContact}
          onBack={() => setStage('photo')}
          onContinue={() => setStage(online ? 'time' : fee > 0 ? 'payment' : 'review')}
        />
      );
      break;
    case 'time':
      body = contract && item && (
        <TimeStep
          contractId={contract.contractId}
          warrantyItemId={item.warrantyItemId}
          choice={appointment}
          onChoose={setAppointment}
          notice={timeNotice}
          onBack={() => setStage('contact')}
          onContinue={() => {
            setTimeNotice(null);
            setStage(fee > 0 ? 'payment' : 'review');
          }}
        />
      );
      break;
    case 'payment':
      body = (
        <PaymentStep
          fee={fee}
          choice={paymentChoice}
          onChoose={setPaymentChoice}
          hostedCard={hostedCard}
          email={contact.email.trim() || user.email}
          online={online}
          onBack={() => setStage(online ? 'time' : 'contact')}
          onContinue={() => setStage('review')}
        />
      );
      break;
    case 'review':
      body = contract && item && (
        <ReviewStep
          contract={contract}
          item={item}
          answers={progress.answers}
          contact={contact}
          fee={fee}
          paymentLabel={paymentLabel}
          photoName={photo?.name ?? null}
          appointment={appointment}
          online={online}
          blocked={blocked}
          onBack={() => setStage(fee > 0 ? 'payment' : online ? 'time' : 'contact')}
          onSubmit={() => void send()}
        />
      );
      break;
    case 'submitting':
      body = <SubmittingStep />;
      break;
    case 'done':
      body = outcome?.kind === 'done' && (
        <DoneStep
          lines={outcome.lines}
          requestNumber={outcome.request.serviceRequestNumber}
          photo={photoUpload}
          onRetryPhoto={() => photo && void attachPhoto(outcome.request.serviceRequestId, photo)}
          onViewHistory={onViewHistory}
          onClose={onClose}
        />
      );
      break;
    case 'failed':
      body = outcome?.kind === 'failed' && (
        <FailedStep failure={outcome.failure} actions={failureActions(outcome.failure)} />
      );
      break;
    case 'saved':
      body = outcome?.kind === 'saved' && <SavedStep row={outcome.row} onClose={onClose} />;
      break;
  }

  return (
    <Modal
      open
      title={
        stage === 'authorize' && refused ? messages.serviceRequest.authorizationFailureTitle : m.claim_dialog_title()
      }
      onClose={() => void close()}
      closeOnOverlay={false}
      closeOnEscape={stage !== 'submitting'}
      closeButton={stage !== 'submitting'}
      className="claim-dialog"
    >
      {body}
    </Modal>
  );
}
