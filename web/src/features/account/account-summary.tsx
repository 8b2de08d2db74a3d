/** The plain account summary: name, e-mail and phones from GET /account/user/{id}. */
import type { AuthUser } from '@hw/shared';
import { logout, openChangePasswordDialog, useSession } from '#web/lib/session/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccountUser } from './api/get-account-user.ts';

const PHONE_LABELS: Record<string, string> = { home: 'Home', mobile: 'Mobile', work: 'Work', fax: 'Fax' };
const phoneLabel = (type: string) => PHONE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

export function AccountSummary({ user: sessionUser }: { user: AuthUser }) {
  const { isImpersonated } = useSession();
  const query = useAccountUser(sessionUser.userId);
  const user = query.data ?? sessionUser;

  return (
    <section className="card account-card" aria-labelledby="account-summary-title" aria-busy={query.isPending}>
      <h2 id="account-summary-title">Account Summary</h2>
      {query.isError && !query.data && <p className="account-muted">Showing the details saved when you logged in.</p>}
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      <dl className="account-details">
        <div>
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{user.phones.length === 1 ? 'Phone' : 'Phones'}</dt>
          <dd>
            {user.phones.length === 0 ? (
              <span className="account-muted">None on file</span>
            ) : (
              <ul className="account-phones">
                {user.phones.map((phone) => (
                  <li key={`${phone.type}-${phone.number}`}>
                    <a href={`tel:${phone.number}`}>{phone.number}</a> ({phoneLabel(phone.type)}
                    {phone.isPrimary ? ', primary' : ''})
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="account-actions">
        {!isImpersonated && (
          <button type="button" className="button button--primary" onClick={openChangePasswordDialog}>
            Change Password
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          Logout
        </button>
      </div>
    </section>
  );
}
