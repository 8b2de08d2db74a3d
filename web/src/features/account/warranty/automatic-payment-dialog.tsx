/**
 * Turning automatic payment on: the owner chooses which saved card pays the plan's later charges and reads
 * the exact words they agree to (those the server records with the agreement) before confirming. With no
 * card that can pay, it says where to add one. A refusal is shown in the server's words.
 */
import type { ContractSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { cardsForContract, chosenPaymentInfo, initialCreditCardId, usePaymentInfos } from '#web/lib/payments/index.ts';
import { showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useSetAutomaticPayment } from '../api/set-automatic-payment.ts';
import { CardChoices } from '../billing/card-choices.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { cardText } from '../format.ts';
import { mandatePreview, serverWords } from '../plan-money-rules.ts';
import { AgreementWords } from './agreement-words.tsx';

/** Mount it only while open: the choice starts fresh each time. */
export function AutomaticPaymentDialog({ contract, onClose }: { contract: ContractSummary; onClose: () => void }) {
  const idPrefix = `autopay-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const infos = usePaymentInfos();
  const setAutomatic = useSetAutomaticPayment(contract.contractId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const usable = cardsForContract(infos.data);
  const card = chosenPaymentInfo(usable, chosen ?? initialCreditCardId(usable))?.creditCard;
  const words = card
    ? mandatePreview({
        brandName: brand.name,
        policyNumber: contract.policyNumber,
        paymentType: contract.paymentType,
        card,
      })
    : null;
  const busy = setAutomatic.isPending;

  async function agree() {
    if (!card || busy) return;
    setRefusal(null);
    try {
      await setAutomatic.mutateAsync({ isEnabled: true, creditCardId: card.creditCardId });
      showToast({ text: accountMessages.planMoney.automaticOn(contract.policyNumber), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(serverWords(error) ?? accountMessages.planMoney.changeFailure());
    }
  }

  return (
    <FormDialog
      title={m.account_autopay_on_title()}
      formId={`${idPrefix}-form`}
      busy={busy}
      submitLabel={m.account_autopay_agree()}
      canSubmit={Boolean(card)}
      needsConnection
      alerts={[refusal]}
      onSubmit={() => void agree()}
      onClose={onClose}
    >
      <p className="account-note">{m.account_autopay_note({ policyNumber: contract.policyNumber })}</p>
      {infos.isPending && <p className="account-muted">{m.account_loading_cards()}</p>}
      {infos.isError && !infos.data && (
        <p className="account-alert" role="alert">
          {m.account_cards_load_failure()}
        </p>
      )}
      {infos.data && usable.length === 0 && (
        <p className="account-note">
          <RichMessage
            parts={m.account_autopay_no_card.parts()}
            markup={{
              link: (children) => (
                <Link to="/account" hash="invoices">
                  {children}
                </Link>
              ),
            }}
          />
        </p>
      )}
      {usable.length > 0 && (
        <CardChoices
          name={`${idPrefix}-card`}
          cards={usable}
          chosenId={card?.creditCardId}
          onChoose={(creditCardId) => {
            setChosen(creditCardId);
            setRefusal(null);
          }}
          describe={(info) =>
            info.isDefault
              ? m.account_card_choice_default({ card: cardText(info.creditCard) })
              : cardText(info.creditCard)
          }
          disabled={busy}
        />
      )}
      {words && (
        <>
          <p className="plan-words__lead" id={`${idPrefix}-words-lead`}>
            {m.account_autopay_agree_lead()}
          </p>
          <blockquote
            className="plan-words"
            lang="en"
            aria-labelledby={`${idPrefix}-words-lead`}
            data-testid="mandate-words"
          >
            <AgreementWords words={words} policyNumber={contract.policyNumber} />
          </blockquote>
        </>
      )}
    </FormDialog>
  );
}
