/**
 * The global wait indicator: a thin bar along the top, outside the page root so an open modal never hides
 * it. It follows the count of open waits in lib/api (the transport opens one per call).
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isGlobalWaitShown, subscribeGlobalWait } from '#web/lib/api/global-wait.ts';

export const useGlobalWaitShown = (): boolean =>
  useSyncExternalStore(subscribeGlobalWait, isGlobalWaitShown, isGlobalWaitShown);

export function GlobalWaitIndicator() {
  const shown = useGlobalWaitShown();
  if (!shown) return null;
  return createPortal(
    <div className="ui-global-wait" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="ui-global-wait__bar" />
    </div>,
    document.body,
  );
}
