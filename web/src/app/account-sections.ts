/** Every feature's account sections, registered once at start (the account shell renders the registry). */
import { accountSections } from '#web/features/account/index.ts';
import { authAccountSections, impersonate } from '#web/features/auth/index.ts';
import { claimsAccountSections } from '#web/features/claims/index.ts';
import { contractorAccountSections } from '#web/features/contractor/index.ts';
import { staffAccountSections } from '#web/features/staff/index.ts';
import { registerAccountSections } from '#web/lib/account-sections.ts';

export function registerAllAccountSections(): void {
  registerAccountSections([
    ...accountSections,
    ...authAccountSections,
    ...claimsAccountSections,
    ...contractorAccountSections,
    ...staffAccountSections({ impersonate }),
  ]);
}
