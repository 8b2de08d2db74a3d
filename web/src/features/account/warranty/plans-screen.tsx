/**
 * /account#warranty, "My Plans": every plan of the user, ordered by class (active, closing soon, upcoming,
 * the rest), each with its money (paid through, balance, auto-renewal and automatic payment, payments and
 * charges, paying the rest of a monthly term), its details and coverage on demand, Upgrade and Renew, and
 * Cancel for a pending or active plan behind a Yes/No confirmation.
 */
import type { AuthUser, ContractSummary } from '@hw/shared';
import { type ContractClass, canCancelContract, classifyContract } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { useAccount } from '#web/lib/account/get-account.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useCancelContract } from '../api/cancel-contract.ts';
import { ContractActions } from '../contract-actions.tsx';
import { ContractCard } from '../contract-card.tsx';
import { PlansState } from '../contract-list.tsx';
import { addressLine } from '../format.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { offersPayInFull } from '../plan-money-rules.ts';
import { ContractDetails } from './contract-details.tsx';
import { PayInFull } from './pay-in-full.tsx';
import { PlanMoney } from './plan-money.tsx';

const ORDER: Record<ContractClass, number> = { active: 0, closingSoon: 1, upcoming: 2, other: 3 };

export const byClass = (contracts: readonly ContractSummary[], now = new Date()): ContractSummary[] =>
  [...contracts].sort((a, b) => ORDER[classifyContract(a, now)] - ORDER[classifyContract(b, now)]);

function Plan({ contract, email, openAtFirst }: { contract: ContractSummary; email: string; openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  const cancel = useCancelContract();
  const detailsId = `contract-details-${contract.contractId}`;

  async function cancelPlan() {
    const yes = await confirm({
      title: m.account_plan_cancel(),
      content: m.account_plan_cancel_question({
        planName: contract.planName,
        policyNumber: contract.policyNumber,
        address: addressLine(contract.address),
      }),
      yesLabel: m.account_yes(),
      noLabel: m.account_no(),
    });
    if (!yes) return;
    try {
      await cancel.mutateAsync(contract.contractId);
      showToast({ text: accountMessages.cancel.success(contract.policyNumber), kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? accountMessages.cancel.failure(), kind: 'error' });
    }
  }

  return (
    <ContractCard contract={contract}>
      <PlanMoney contract={contract} />
      <ContractActions contract={contract}>
        {offersPayInFull(contract) && <PayInFull contract={contract} email={email} />}
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? m.account_plan_hide_details() : m.account_plans_details_coverage()}
        </button>
        {canCancelContract(contract) && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void cancelPlan()}
            disabled={cancel.isPending}
          >
            {m.account_plan_cancel()}
          </button>
        )}
      </ContractActions>
      {open && (
        <div id={detailsId}>
          <ContractDetails contractId={contract.contractId} stateCode={contract.address.state} />
        </div>
      )}
    </ContractCard>
  );
}

export function PlansScreen({ user }: { user: AuthUser }) {
  const query = useAccount();
  const contracts = byClass(query.data?.contracts ?? []);
  return (
    <section className="card account-card" aria-labelledby="warranty-title" aria-busy={query.isFetching}>
      <h2 id="warranty-title">{m.account_menu_my_plans()}</h2>
      <PlansState query={query} count={contracts.length} />
      {contracts.length > 0 && (
        <ul className="contract-list">
          {contracts.map((contract) => (
            <Plan
              key={contract.contractId}
              contract={contract}
              email={query.data?.user.email ?? user.email}
              openAtFirst={contracts.length === 1}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
