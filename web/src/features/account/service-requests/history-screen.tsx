/**
 * /account#serviceRequestHistory: the service requests of the user's plans
 * (GET /account/servicerequest?contractIds=...), newest first, each with its timeline, actions and notes
 * (request-item.tsx). The actions and new notes need a connection; the list itself opens offline from the
 * saved copy.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useAccount } from '#web/lib/account/get-account.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useServiceRequests } from '../api/get-service-requests.ts';
import { RequestItem } from './request-item.tsx';
import './service-requests.css';

export function ServiceRequestHistoryScreen() {
  const account = useAccount();
  const online = useOnline();
  const contracts = account.data?.contracts;
  const query = useServiceRequests(contracts?.map((contract) => contract.contractId));
  const requests = [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const policyOf = (contractId: string) => contracts?.find((c) => c.contractId === contractId)?.policyNumber;
  return (
    <section className="card account-card" aria-labelledby="sr-history-title" aria-busy={query.isFetching}>
      <h2 id="sr-history-title">{m.account_sr_history_title()}</h2>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {(query.isError || account.isError) && !query.data && (
        <p className="account-muted">{m.account_sr_load_failure()}</p>
      )}
      {(contracts?.length === 0 || (query.data && requests.length === 0)) && (
        <p className="account-muted">
          {contracts?.length === 0 ? (
            m.account_sr_none_no_plan()
          ) : (
            <RichMessage
              parts={m.account_sr_none.parts()}
              markup={{ link: (children) => <Link to="/claim">{children}</Link> }}
            />
          )}
        </p>
      )}
      {requests.length > 0 && (
        <ul className="account-list">
          {requests.map((request) => (
            <RequestItem
              key={request.serviceRequestId}
              request={request}
              policyNumber={policyOf(request.contractId)}
              online={online}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
