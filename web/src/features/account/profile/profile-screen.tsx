/**
 * /account#profile for homeowners and agents (contractors have their own): name, e-mail and phones with
 * Edit Profile and Change Password, text message updates, the way to choose how we reach a homeowner
 * (/account/messages), notifications on this device, account merge, and the
 * person's data (download, delete).
 */
import type { AuthUser } from '@hw/shared';
import { LANGUAGE_NAMES, m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DeviceNotifications } from '#web/lib/push/device-notifications.tsx';
import { openChangePasswordDialog, useSession } from '#web/lib/session/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccountUser } from '../api/get-account-user.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { MergeAccounts } from './merge-accounts.tsx';
import { MyData } from './my-data.tsx';
import { SmsOptIn } from './sms-opt-in.tsx';

const PHONE_LABELS: Record<string, () => string> = {
  home: m.account_phone_home,
  mobile: m.account_phone_mobile,
  work: m.account_phone_work,
  fax: m.account_phone_fax,
  other: m.account_phone_other,
};

export function ProfileScreen({ user: sessionUser }: { user: AuthUser }) {
  const { isImpersonated } = useSession();
  const query = useAccountUser(sessionUser.userId);
  const user = query.data ?? sessionUser;
  const [editing, setEditing] = useState(false);
  return (
    <>
      <section className="card account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{m.account_menu_profile()}</h2>
        {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
        <dl className="account-details">
          <div>
            <dt>{m.account_name()}</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt>{m.account_email()}</dt>
            <dd>{user.email}</dd>
          </div>
          {user.preferredLanguage && (
            <div>
              <dt>{m.account_profile_language()}</dt>
              <dd lang={user.preferredLanguage}>{LANGUAGE_NAMES[user.preferredLanguage]}</dd>
            </div>
          )}
          <div>
            <dt>{user.phones.length === 1 ? m.account_phone() : m.account_phones()}</dt>
            <dd>
              {user.phones.length === 0 ? (
                <span className="account-muted">{m.account_profile_no_phones()}</span>
              ) : (
                <ul className="account-phones">
                  {user.phones.map((phone) => (
                    <li key={`${phone.type}-${phone.number}`}>
                      {(phone.isPrimary ? m.account_profile_phone_line_primary : m.account_profile_phone_line)({
                        number: phone.number,
                        type: PHONE_LABELS[phone.type]?.() ?? phone.type,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <div className="account-actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            {m.account_profile_edit()}
          </button>
          {!isImpersonated && (
            <button type="button" className="button button--ghost" onClick={openChangePasswordDialog}>
              {m.account_change_password()}
            </button>
          )}
        </div>
        {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
      </section>
      <SmsOptIn user={user} />
      {user.userType === 'homeowner' && (
        <section className="card account-card" aria-labelledby="message-preferences-link">
          <h2 id="message-preferences-link">{m.notices_link()}</h2>
          <p className="account-muted">{m.notices_link_text()}</p>
          <div className="account-actions">
            <Link to="/account/messages" className="button button--ghost">
              {m.notices_open()}
            </Link>
          </div>
        </section>
      )}
      {!isImpersonated && <DeviceNotifications />}
      {!isImpersonated && <MergeAccounts email={user.email} />}
      {!isImpersonated && <MyData />}
    </>
  );
}
