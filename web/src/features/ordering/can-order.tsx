/**
 * canOrder: when the flag is present and off,
 * ordering happens on a partner's site, so the order entry points send the browser there.
 */

import type { FeatureFlag } from '@hw/shared';
import { PARTNER_WARRANTY_URL } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { canOrderFrom, featureFlagsQueryOptions, useFeatureFlags } from '#web/lib/feature-flags.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { loadQuery } from '#web/lib/query/index.ts';

/** The external partner warranty page ordering goes to when canOrder is off. */

export function sendToPartner(): void {
  window.location.assign(PARTNER_WARRANTY_URL);
}

/** Whether ordering happens here; when not, the browser is already on its way to the partner. */
export async function ensureCanOrder(queryClient: QueryClient): Promise<boolean> {
  // Never waits for a connection: offline, the flags saved on the device decide.
  await loadQuery(queryClient, featureFlagsQueryOptions());
  const flags: FeatureFlag[] | undefined = queryClient.getQueryData(featureFlagsQueryOptions().queryKey);
  if (canOrderFrom(flags)) return true;
  sendToPartner();
  return false;
}

export function CanOrderGate({ children }: { children: ReactNode }) {
  const flags = useFeatureFlags();
  const allowed = canOrderFrom(flags.data);
  useEffect(() => {
    if (!allowed) window.location.replace(PARTNER_WARRANTY_URL);
  }, [allowed]);
  if (allowed) return children;
  return (
    <section className="page page--narrow">
      <h1>{m.order_partner_site_title()}</h1>
      <p>
        <RichMessage
          parts={m.order_partner_site_text.parts()}
          markup={{ link: (children) => <a href={PARTNER_WARRANTY_URL}>{children}</a> }}
        />
      </p>
    </section>
  );
}
