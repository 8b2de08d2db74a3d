/**
 * The account area's registry. Each feature says,
 * from its own folder, what it adds to the account menu: a screen shown at /account#{key}, a link that
 * leaves the area, or an action. The account shell renders whatever is registered for the user type,
 * so adding a section never touches the shell. Registrations are imported once by
 * `web/src/app/account-sections.ts`; screens are lazy so the registry costs nothing to load.
 */
import type { ACCOUNT_MENU_KEYS, AuthUser, UserType } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { getSession } from '#web/lib/session/index.ts';

export type AccountMenuKey = (typeof ACCOUNT_MENU_KEYS)[number];

export interface AccountSectionContext {
  queryClient: QueryClient;
  user: AuthUser;
}

interface SectionBase {
  key: AccountMenuKey;
  label: string;
  userTypes: readonly UserType[];
  /** Menu order: lower first. Sections sharing a key are shown together, in this order. */
  position: number;
  /** Staff sections: shown only when the session holds one of these roles. */
  roles?: readonly string[];
}

/** A section's screen; `preload` (a lazy screen's) fetches its code, after which it renders at once. */
export type SectionScreen = ComponentType<{ user: AuthUser }> & { preload?: () => Promise<void> | undefined };

/** Fills the query cache before the screen opens; `preload` fetches the code that does it, without any data. */
export type SectionLoad = ((context: AccountSectionContext) => Promise<unknown>) & {
  preload?: () => Promise<unknown>;
};

export type AccountSection =
  | (SectionBase & {
      kind: 'screen';
      Screen: SectionScreen;
      /** Fills the query cache before the screen opens (the route's loader awaits it). */
      load?: SectionLoad;
    })
  | (SectionBase & { kind: 'link'; href: (user: AuthUser) => string })
  | (SectionBase & { kind: 'action'; run: () => void });

export interface AccountMenuItem {
  key: AccountMenuKey;
  label: string;
  kind: AccountSection['kind'];
  /** Links only. */
  href?: string;
  run?: () => void;
}

const sections: AccountSection[] = [];

export function registerAccountSections(added: readonly AccountSection[]): void {
  for (const section of added) {
    if (!sections.some((s) => s.key === section.key && s.position === section.position && s.label === section.label))
      sections.push(section);
  }
  sections.sort((a, b) => a.position - b.position);
}

const rolesAllow = (section: AccountSection): boolean =>
  !section.roles || section.roles.some((role) => getSession().roles.includes(role));

export const accountSectionsFor = (userType: UserType): AccountSection[] =>
  sections.filter((section) => section.userTypes.includes(userType) && rolesAllow(section));

/** One menu entry per key, in menu order. */
export function accountMenuFor(user: AuthUser): AccountMenuItem[] {
  const seen = new Set<AccountMenuKey>();
  const items: AccountMenuItem[] = [];
  for (const section of accountSectionsFor(user.userType)) {
    if (seen.has(section.key)) continue;
    seen.add(section.key);
    items.push({
      key: section.key,
      label: section.label,
      kind: section.kind,
      ...(section.kind === 'link' ? { href: section.href(user) } : {}),
      ...(section.kind === 'action' ? { run: section.run } : {}),
    });
  }
  return items;
}

/** The screens of one key for a user type, in order. */
export const accountScreensFor = (userType: UserType, key: AccountMenuKey) =>
  accountSectionsFor(userType).filter(
    (section): section is Extract<AccountSection, { kind: 'screen' }> =>
      section.kind === 'screen' && section.key === key,
  );

/** The user type's first screen: what /account shows without a hash. */
export function defaultCategoryFor(userType: UserType): AccountMenuKey | null {
  return accountSectionsFor(userType).find((section) => section.kind === 'screen')?.key ?? null;
}

/** The category of `#category` when the user type has a screen for it; otherwise its default. */
export function categoryFromHash(userType: UserType, hash: string): AccountMenuKey | null {
  const key = hash.replace(/^#/, '');
  const match = accountSectionsFor(userType).find((section) => section.kind === 'screen' && section.key === key);
  return match?.key ?? defaultCategoryFor(userType);
}

/** Forgets every registration (tests only). */
export function resetAccountSections(): void {
  sections.length = 0;
}
