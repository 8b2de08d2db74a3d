/**
 * What the public pages show from other features: Request Repair as the header has it, the order-type
 * dialog, the quick order, the plan cards and canOrder. A feature does not import another one, so
 * routes/site.tsx fills these in and the pages read them here.
 */
import type { PlanTypeRouteValue } from '@hw/shared';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface PlanCardsProps {
  planType: PlanTypeRouteValue;
  /** The state whose prices are shown. */
  stateCode: string;
}

export interface SiteSlots {
  /** The header's Request Repair: the service request dialog, after a sign-in when needed. */
  RequestRepairButton: ComponentType<{ className?: string }>;
  /** 'Which best describes you?': choosing starts a new order of that type, then `onChosen`. */
  OrderTypeDialog: ComponentType<{ onChosen: (planType: PlanTypeRouteValue) => void; onClose: () => void }>;
  /** The Quick Home Warranty Order Form with its heading. */
  QuickOrderSection: ComponentType;
  /** The plans sold for a single-family home under 5,000 sq ft in a state; choosing one starts the order. */
  PlanCards: ComponentType<PlanCardsProps>;
  /** Starts a new order of the type and opens it; with canOrder off the browser goes to the partner instead. */
  startOrder: (planType: PlanTypeRouteValue) => void;
  /** canOrder: whether ordering happens on this site (true while the flags load). */
  useCanOrder: () => boolean;
  /** Where ordering happens when canOrder is off. */
  partnerUrl: string;
}

const SiteSlotsContext = createContext<SiteSlots | null>(null);

export function SiteSlotsProvider({ slots, children }: { slots: SiteSlots; children: ReactNode }) {
  return <SiteSlotsContext.Provider value={slots}>{children}</SiteSlotsContext.Provider>;
}

export function useSiteSlots(): SiteSlots {
  const slots = useContext(SiteSlotsContext);
  if (!slots) throw new Error('The public pages need their SiteSlotsProvider (routes/site.tsx).');
  return slots;
}
