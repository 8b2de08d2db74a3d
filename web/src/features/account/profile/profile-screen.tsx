/**
 * /account#profile for homeowners and agents (contractors have their own): name, e-mail and phones with
 * Edit Profile and Change Password, text message updates, notifications on this device, account merge, and the
 * person's data (download, delete).
 */
import type { AuthUser } from '@hw/shared';
import { useState } from 'react';
import { DeviceNotifications } from '#web/lib/push/device-notifications.tsx';
import { openChangePasswordDialog, useSession } from '#web/lib/session/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccountUser } from '../api/get-account-user.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { MergeAccounts } from './merge-accounts.tsx';
import { MyData } from './my-data.tsx';
import { SmsOptIn } from './sms-opt-in.tsx';

const PHONE_LABELS: Record<string, string> = {
  home: 'Home',
  mobile: 'Mobile',
  work: 'Work',
  fax: 'Fax',
  other: 'Other',
};

export function ProfileScreen({ user: sessionUser }: { user: AuthUser }) {
  const { isImpersonated } = useSession();
  const query = useAccountUser(sessionUser.userId);
  const user = query.data ?? sessionUser;
  const [editing, setEditing] = useState(false);
  return (
    <>
      <section className="card account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
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
                <span className="account-muted">None on file. Add one with Edit Profile.</span>
              ) : (
                <ul className="account-phones">
                  {user.phones.map((phone) => (
                    <li key={`${phone.type}-${phone.number}`}>
                      {phone.number} ({PHONE_LABELS[phone.type] ?? phone.type}
                      {phone.isPrimary ? ', primary' : ''})
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <div className="account-actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
          {!isImpersonated && (
            <button type="button" className="button button--ghost" onClick={openChangePasswordDialog}>
              Change Password
            </button>
          )}
        </div>
        {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
      </section>
      <SmsOptIn user={user} />
      {!isImpersonated && <DeviceNotifications />}
      {!isImpersonated && <MergeAccounts email={user.email} />}
      {!isImpersonated && <MyData />}
    </>
  );
}
