/**
 * Paying the rest of a monthly plan's term at once: the quote is asked when the owner taps Pay in full (the
 * server's reason is shown when it cannot be done), then the payment dialog takes a saved card or a new one
 * and pays exactly the amount shown. A changed price is said in the server's words and the new amount is
 * asked again; success closes the dialog and the plan shows as paid in full.
 */
import type { ContractSummary, PayInFullQuote } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { accountMessages } from '../account-messages.ts';
import { getPayInFullQuote, usePayInFull } from '../api/pay-in-full.ts';
import { PaymentDialog } from '../billing/payment-dialog.tsx';
import { errorCode } from '../payment-rules.ts';
import { serverWords } from '../plan-money-rules.ts';

function usePayInFullFlow(contract: ContractSummary, email: string) {
  const [quote, setQuote] = useState<PayInFullQuote | null>(null);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pay = usePayInFull(contract.contractId);

  async function ask() {
    if (asking) return;
    setAsking(true);
    setRefusal(null);
    try {
      setQuote(await getPayInFullQuote(contract.contractId));
    } catch (error) {
      setRefusal(serverWords(error) ?? accountMessages.planMoney.quoteFailure());
    } finally {
      setAsking(false);
    }
  }

  /** The price changed while the dialog was open: the amount shown becomes the new one. */
  async function askAgain(error: unknown) {
    if (errorCode(error) !== 'priceChanged') return;
    try {
      setQuote(await getPayInFullQuote(contract.contractId));
    } catch (again) {
      setQuote(null);
      setRefusal(serverWords(again) ?? accountMessages.planMoney.quoteFailure());
    }
  }

  const dialog = quote && (
    <PaymentDialog
      title={m.account_pay_in_full_title()}
      summary={
        <>
          <p>
            <RichMessage
              parts={m.account_pay_in_full_summary.parts({
                policyNumber: contract.policyNumber,
                count: quote.premiums,
                amount: money(quote.amount),
              })}
              markup={{ strong: (children) => <strong>{children}</strong> }}
            />
          </p>
          <p className="account-note">{m.account_pay_in_full_note()}</p>
        </>
      }
      amount={quote.amount}
      email={email}
      policyNumber={contract.policyNumber}
      pay={(source, idempotencyKey) =>
        pay.mutateAsync({ body: { ...source, confirmedAmount: quote.amount }, idempotencyKey })
      }
      isPaid={() => true}
      successText={accountMessages.planMoney.paidInFull(contract.policyNumber)}
      explainsRefusals
      onFailed={(error) => void askAgain(error)}
      onClose={() => setQuote(null)}
    />
  );

  return { ask, asking, refusal, dialog };
}

/** The Pay in full action of a plan: its button, the server's reason when it cannot be done, the dialog. */
export function PayInFull({ contract, email }: { contract: ContractSummary; email: string }) {
  const flow = usePayInFullFlow(contract, email);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void flow.ask()}
        disabled={flow.asking}
        aria-busy={flow.asking || undefined}
      >
        {flow.asking ? m.account_pay_in_full_working() : m.account_pay_in_full()}
      </button>
      {flow.refusal && (
        <p className="account-alert account-actions__note" role="alert">
          {flow.refusal}
        </p>
      )}
      {flow.dialog}
    </>
  );
}
