/** The signed-in account area: the menu of what the features registered, beside the chosen section. */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type AccountMenuKey, accountMenuFor } from '#web/lib/account-sections.ts';
import { usePageTitle } from '#web/lib/page-title.ts';

function AccountMenu({ user, category }: { user: AuthUser; category: AccountMenuKey | null }) {
  return (
    <nav className="account-menu" aria-label={m.account_menu_label()}>
      <ul>
        {accountMenuFor(user).map((item) => {
          if (item.kind === 'action') {
            return (
              <li key={item.key}>
                <button type="button" className="account-menu__item" onClick={item.run}>
                  {item.label}
                </button>
              </li>
            );
          }
          if (item.kind === 'link') {
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

export function AccountShell({
  user,
  category,
  children,
}: {
  user: AuthUser;
  category: AccountMenuKey | null;
  children: ReactNode;
}) {
  usePageTitle(m.account_menu_my_account());
  return (
    <div className="page account">
      <header className="account__header">
        <h1>{m.account_menu_my_account()}</h1>
        <p className="account-muted">{m.account_welcome({ firstName: user.firstName, lastName: user.lastName })}</p>
      </header>
      <div className="account__layout">
        <AccountMenu user={user} category={category} />
        <div className="account__content">{children}</div>
      </div>
    </div>
  );
}
