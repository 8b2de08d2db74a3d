/** Find a user by name, e-mail or phone and view the site as them. */
import { messages, type StaffUserSummary } from '@hw/shared';
import { useState } from 'react';
import { goTo } from '#web/lib/session/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast, TextField } from '#web/ui/index.ts';
import { useUserSearch } from './api/search-users.ts';
import { startImpersonation } from './impersonation-port.ts';
import { useDebounced } from './use-debounced.ts';

export const USER_SEARCH_DEBOUNCE_MS = 300;

const USER_TYPE_LABELS: Record<string, string> = {
  homeowner: 'Homeowner',
  realEstateAgent: 'Real estate agent',
  titleCompanyAgent: 'Title company agent',
  agentAssistant: 'Agent assistant',
  contractor: 'Contractor',
  employee: 'Staff',
  unknown: 'User',
};

export function UserSearchPanel() {
  const online = useOnline();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(q, online);
  const [starting, setStarting] = useState<string | null>(null);

  const viewAs = async (user: StaffUserSummary) => {
    setStarting(user.userId);
    try {
      await startImpersonation(user.userId);
      void goTo({ to: '/account' });
    } catch {
      showToast({ text: messages.impersonation.failure, kind: 'error' });
    } finally {
      setStarting(null);
    }
  };

  return (
    <section className="card account-card" aria-labelledby="staff-users-title">
      <h2 id="staff-users-title">Users</h2>
      <TextField
        id="staff-user-search"
        label="Search users (name, e-mail or phone)"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        disabled={!online}
        onChange={(event) => setText(event.target.value)}
      />
      {!online ? <p className="account-muted">User search needs a connection.</p> : null}
      {search.isError ? <p role="alert">The search failed. Please try again.</p> : null}
      {q && search.data ? (
        search.data.users.length === 0 ? (
          <p className="account-muted">No users match "{q}".</p>
        ) : (
          <ul className="staff-list" aria-label="Users found">
            {search.data.users.map((user) => (
              <li key={user.userId} className="staff-list__item staff-user" data-testid="user-result">
                <div>
                  <strong>
                    {user.firstName} {user.lastName}
                  </strong>
                  <span className="account-muted"> · {USER_TYPE_LABELS[user.userType] ?? user.userType}</span>
                  <div className="account-muted staff-wrap">{user.email}</div>
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!online || starting !== null}
                  aria-label={`View as ${user.firstName} ${user.lastName}`}
                  onClick={() => void viewAs(user)}
                >
                  View as
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {search.data?.hasMore ? <p className="account-muted">More users match: narrow the search.</p> : null}
    </section>
  );
}

/** A staff member's account page: the user search, to view the site as someone. */
export function UserSearchScreen() {
  return (
    <div className="staff">
      <UserSearchPanel />
    </div>
  );
}
