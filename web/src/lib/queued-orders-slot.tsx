/**
 * Where the agent's orders list shows the orders waiting on this device: the account feature renders the
 * slot, the ordering feature fills it (composed in app/account-sections.ts).
 */
import { type ComponentType, Suspense } from 'react';

export interface QueuedOrdersProps {
  /** Hears how many waiting orders were placed since, so the list can refresh. */
  onPlaced?: (placedCount: number) => void;
}

let view: ComponentType<QueuedOrdersProps> | null = null;

export function setQueuedOrdersView(component: ComponentType<QueuedOrdersProps>): void {
  view = component;
}

export function QueuedOrdersSlot(props: QueuedOrdersProps) {
  const View = view;
  if (!View) return null;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
