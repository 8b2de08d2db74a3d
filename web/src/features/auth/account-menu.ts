/** The account menu (spec core section 2, menu keys) for each user type. */
import { type ACCOUNT_MENU_KEYS, REAL_ESTATE_USER_TYPES, type UserType } from '@hw/shared';

export type AccountMenuKey = (typeof ACCOUNT_MENU_KEYS)[number];

export interface AccountMenuItem {
  key: AccountMenuKey;
  label: string;
  /** Set for items that leave the account area; others go to /account#{key}, and logout logs out. */
  href?: string;
}

/** New order: real estate for the agent types, otherwise homeowner. */
export function newOrderHref(userType: UserType): string {
  return REAL_ESTATE_USER_TYPES.includes(userType) ? '/order/realEstate' : '/order/consumer';
}

/** Only areas this release has screens for are listed; the other keys arrive with their screens. */
export function accountMenuFor(userType: UserType): AccountMenuItem[] {
  const logout: AccountMenuItem = { key: 'logout', label: 'Logout' };
  if (userType === 'contractor') {
    return [
      { key: 'dashboard', label: 'Dashboard' },
      { key: 'dispatchTickets', label: 'Dispatch Tickets' },
      { key: 'profile', label: 'Profile' },
      logout,
    ];
  }
  if (userType === 'employee') return [{ key: 'default', label: 'My Account' }, logout];
  return [
    { key: 'default', label: 'My Account' },
    { key: 'newOrder', label: 'New Order', href: newOrderHref(userType) },
    logout,
  ];
}

export function defaultCategoryFor(userType: UserType): AccountMenuKey {
  return userType === 'contractor' ? 'dashboard' : 'default';
}

/** The category of `#category`, when the user's menu has it; otherwise the user type's default. */
export function categoryFromHash(userType: UserType, hash: string): AccountMenuKey {
  const key = hash.replace(/^#/, '');
  const item = accountMenuFor(userType).find((entry) => entry.key === key && !entry.href && key !== 'logout');
  return item?.key ?? defaultCategoryFor(userType);
}
