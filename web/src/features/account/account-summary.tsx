/** The plain account summary: name, e-mail and phones from GET /account/user/{id}. */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { logout, openChangePasswordDialog, useSession } from '#web/lib/session/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccountUser } from './api/get-account-user.ts';

const PHONE_LABELS: Record<string, () => string> = {
  home: m.account_phone_home,
  mobile: m.account_phone_mobile,
  work: m.account_phone_work,
  fax: m.account_phone_fax,
};
const phoneLabel = (type: string) => PHONE_LABELS[type]?.() ?? type.charAt(0).toUpperCase() + type.slice(1);

export function AccountSummary({ user: sessionUser }: { user: AuthUser }) {
  const { isImpersonated } = useSession();
  const query = useAccountUser(sessionUser.userId);
  const user = query.data ?? sessionUser;

  return (
    <section className="card account-card" aria-labelledby="account-summary-title" aria-busy={query.isPending}>
      <h2 id="account-summary-title">{m.account_summary_title()}</h2>
      {query.isError && !query.data && <p className="account-muted">{m.account_summary_saved_details()}</p>}
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      <dl className="account-details">
        <div>
          <dt>{m.account_name()}</dt>
          <dd translate="no">
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div>
          <dt>{m.account_email()}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{user.phones.length === 1 ? m.account_phone() : m.account_phones()}</dt>
          <dd>
            {user.phones.length === 0 ? (
              <span className="account-muted">{m.account_summary_no_phones()}</span>
            ) : (
              <ul className="account-phones">
                {user.phones.map((phone) => (
                  <li key={`${phone.type}-${phone.number}`}>
                    <RichMessage
                      parts={(phone.isPrimary ? m.account_phone_line_primary : m.account_phone_line).parts({
                        number: phone.number,
                        type: phoneLabel(phone.type),
                      })}
                      markup={{ tel: (children) => <a href={`tel:${phone.number}`}>{children}</a> }}
                    />
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
            {m.account_change_password()}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          {m.auth_logout()}
        </button>
      </div>
    </section>
  );
}
