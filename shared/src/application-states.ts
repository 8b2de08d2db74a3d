/**
 * The rules that give three closed lists of enums.ts: the application state of a contract (where its paperwork
 * stands, beside its contract status), from its order and its home inspection (INSPECTION_TYPES), and a
 * contractor's activity on a visit.
 */
import type { ContractApplicationState, ContractorActivityStatus, InspectionType } from './enums.ts';
import type { VisitEvent } from './visits.ts';

const ACTIVITY_OF_VISIT_EVENT: Record<VisitEvent, ContractorActivityStatus> = {
  onMyWay: 'onTheWay',
  arrived: 'checkedIn',
  complete: 'appointmentCompleted',
};

/** The contractor's activity from the latest visit event of the ticket (none yet: not started). */
export const contractorActivityStatus = (latest: VisitEvent | null | undefined): ContractorActivityStatus =>
  latest ? ACTIVITY_OF_VISIT_EVENT[latest] : 'notStarted';

/** An inspection the order still waits on: its kind, and whether the report is in. */
export interface InspectionFacts {
  type: InspectionType;
  /** Whether the inspection was ordered from the inspector (a professional or mechanical one). */
  ordered: boolean;
  /** Whether its report was received. */
  received: boolean;
}

export interface ApplicationFacts {
  /** The contract status: active, pending, expired, cancelled, suspended, pending_Cancel. */
  status: string;
  /** The order status: waitingForPayment, incomplete, completed, ... */
  orderStatus: string;
  /** Real-estate orders are placed before closing; a homeowner's plan has no closing. */
  isRealEstate: boolean;
  estimatedClosingDate: string | null;
  inspection?: InspectionFacts | null;
}

/**
 * Where a contract's application stands. The contract's own end states come first (cancelled, expired,
 * suspended); then what the application still waits on, in the order it is resolved: the order itself (new), the
 * payment, the closing information of a real-estate order, an inspection to schedule, order or receive. Nothing
 * outstanding: active.
 */
export function contractApplicationState(facts: ApplicationFacts): ContractApplicationState {
  if (facts.status === 'cancelled' || facts.status === 'pending_Cancel') return 'cancelled';
  if (facts.status === 'expired') return 'expired';
  if (facts.status === 'suspended') return 'suspended';
  if (facts.orderStatus === 'incomplete' || facts.orderStatus.startsWith('newOrder')) return 'newApplication';
  if (facts.orderStatus === 'waitingForPayment') return 'paymentPending';
  if (facts.isRealEstate && !facts.estimatedClosingDate) return 'closingInfoPending';
  const inspection = facts.inspection;
  if (inspection && !inspection.received) {
    switch (inspection.type) {
      case 'request from agent':
        return 'scheduleInspection';
      case 'professional':
        return inspection.ordered ? 'professionalHomeInspectionPending' : 'inspectionOrderNotSent';
      case 'mechanical':
        return inspection.ordered ? 'mechanicalInspectionPending' : 'inspectionOrderNotSent';
      case 'customer sending in inspection':
        return 'professionalHomeInspectionPending';
      default:
        break;
    }
  }
  return 'active';
}
