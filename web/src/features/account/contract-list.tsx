/**
 * "My Plans" on the account's first screen (GET /api/account/user): each plan with its class, Upgrade and
 * Renew, and a way to its details and coverage under /account#warranty.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useAccount } from '#web/lib/account/get-account.ts';
import { localHref, RichMessage } from '#web/lib/i18n/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { ContractActions } from './contract-actions.tsx';
import { ContractCard } from './contract-card.tsx';
import { OwnerConfirmation } from './owner-confirmation.tsx';
import './account.css';

export function ContractList() {
  const query = useAccount();
  const contracts = query.data?.contracts ?? [];
  return (
    <section className="card account-card" aria-labelledby="account-plans-title" aria-busy={query.isPending}>
      <h2 id="account-plans-title">{m.account_menu_my_plans()}</h2>
      <PlansState query={query} count={contracts.length} />
      {contracts.length > 0 && (
        <ul className="contract-list">
          {contracts.map((contract) => (
            <ContractCard key={contract.contractId} contract={contract}>
              {contract.awaitingOwnerConfirmation ? (
                <OwnerConfirmation contract={contract} />
              ) : (
                <ContractActions contract={contract}>
                  <Link to="/account" hash="warranty" className="button button--ghost">
                    {m.account_plans_details_coverage()}
                  </Link>
                </ContractActions>
              )}
            </ContractCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Above a list of the user's plans: how old the list is, or why it shows none (not loaded, or none yet). */
export function PlansState({ query, count }: { query: ReturnType<typeof useAccount>; count: number }) {
  return (
    <>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && <p className="account-muted">{m.account_plans_load_failure()}</p>}
      {query.data && count === 0 && (
        <p className="account-muted">
          <RichMessage
            parts={m.account_plans_none.parts()}
            markup={{ link: (children) => <a href={localHref('/order/consumer')}>{children}</a> }}
          />
        </p>
      )}
    </>
  );
}
