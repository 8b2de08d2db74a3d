/** The signed-in account area: a side menu of the user type's keys and the chosen category (`#category`). */
import type { AuthUser } from '@hw/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { type AccountMenuKey, accountMenuFor, categoryFromHash } from './account-menu.ts';
import { AccountSummary } from './account-summary.tsx';
import { openChangePasswordDialog } from './dialog-state.ts';
import { StaffTools } from './impersonation.tsx';
import { logout } from './logout.ts';
import { usePageTitle } from './page-title.ts';

// Loaded on demand: the contractor screens (charts, offline sync) are large and most users never see them.
const ContractorAccount = lazy(() =>
  import('#web/features/contractor/index.ts').then((module) => ({ default: module.ContractorAccount })),
);

function AccountMenu({ userType, category }: { userType: AuthUser['userType']; category: AccountMenuKey }) {
  return (
    <nav className="account-menu" aria-label="Account menu">
      <ul>
        {accountMenuFor(userType).map((item) => {
          if (item.key === 'logout') {
            return (
              <li key={item.key}>
                <button type="button" className="account-menu__item" onClick={() => void logout()}>
                  {item.label}
                </button>
              </li>
            );
          }
          if (item.href) {
            return (
              <li key={item.key}>
                <a className="account-menu__item" href={item.href}>
                  {item.label}
                </a>
              </li>
            );
          }
          const selected = item.key === category;
          return (
            <li key={item.key}>
              <Link
                to="/account"
                hash={item.key}
                className={selected ? 'account-menu__item account-menu__item--selected' : 'account-menu__item'}
                aria-current={selected ? 'page' : undefined}
                activeOptions={{ includeHash: true }}
                activeProps={{}}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AccountPage({ user, passwordReset }: { user: AuthUser; passwordReset: boolean }) {
  usePageTitle('My Account');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });
  const subPath = pathname.replace(/^\/account/, '');
  // A ticket's own address (/account/dispatchTickets/{id}) belongs to the dispatch tickets item.
  const category = /^\/dispatchTickets(\/|$)/.test(subPath) ? 'dispatchTickets' : categoryFromHash(user.userType, hash);

  useEffect(() => {
    if (passwordReset) openChangePasswordDialog();
  }, [passwordReset]);

  const isContractor = user.userType === 'contractor';

  return (
    <div className="page account">
      <header className="account__header">
        <h1>My Account</h1>
        <p className="account-muted">
          Welcome, {user.firstName} {user.lastName}
        </p>
      </header>
      <div className="account__layout">
        <AccountMenu userType={user.userType} category={category} />
        <div className="account__content">
          {(!isContractor || category === 'profile') && <AccountSummary sessionUser={user} />}
          {user.userType === 'employee' && <StaffTools />}
          {isContractor && (
            <Suspense fallback={<p className="account-muted">Loading…</p>}>
              <ContractorAccount category={category} subPath={subPath} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
