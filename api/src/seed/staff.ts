/**
 * Demo data for the staff tools: a third contractor (pest control around Phoenix, AZ) whose tickets span the
 * last thirteen months, so the contractor-relations search and the crr dashboard have a third state and the
 * previous year has data too. The contractor has no password (nobody signs in as them), and pest control is a
 * trade no service request is routed to, so the demo homeowner's requests still reach the first two
 * contractors. Deterministic: every value follows from the ticket's index; dates count back from the seed time.
 */
import { roundCents, type ServiceCallStatus } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import { PHOENIX_METRO_ZIPS } from './area-contractors.ts';
import { catalogueItems } from './closing-items.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export const NETWORK_CONTRACTOR_ID = 'u-contractor-0003';
const PEST_CONTROL = 6;

/** Newest first. */
const STATUSES: ServiceCallStatus[] = [
  'sentToContractor',
  'approved',
  'workComplete',
  'paid',
  'invoiced',
  'paid',
  'completeNoBill',
  'paid',
  'cancelled',
  'paid',
  'batched',
  'paid',
  'paidCIL',
  'paid',
];
const NOT_STARTED: ServiceCallStatus[] = ['open', 'sentToContractor', 'cancelled', 'denied'];
const NOT_COMPLETED: ServiceCallStatus[] = [...NOT_STARTED, 'pendingLhwApproval', 'approved'];
const WORK_STATUS: Partial<Record<ServiceCallStatus, string>> = {
  sentToContractor: 'Scheduled',
  approved: 'Authorized',
  workComplete: 'Work Complete',
  completeNoBill: 'Work Complete',
  cancelled: 'Canceled',
  batched: 'Submitted for Billing',
  invoiced: 'Submitted for Billing',
  paid: 'Paid',
  paidCIL: 'Cash in lieu',
};
const PLACES = [
  { city: 'Phoenix', zip: '85018', street: 'E Camelback Rd' },
  { city: 'Phoenix', zip: '85006', street: 'N 16th St' },
  { city: 'Tempe', zip: '85281', street: 'S Mill Ave' },
  { city: 'Scottsdale', zip: '85251', street: 'N Scottsdale Rd' },
];
const CUSTOMERS = ['Ellen Fuentes', 'Raj Mehta', 'Carla Benson', 'Victor Ibarra', 'Nora Whitfield'];
const PROBLEMS = ['Ants in the kitchen after the rains.', 'Mice in the garage.', 'Roof rats in the attic.'];
const COMMENTS = ['Thorough and on time.', 'Explained the treatment plan well.', null, 'Had to come back once.'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function ticketsOf(now: number) {
  return STATUSES.map((status, i) => {
    const created = now - (i * 29 + 3) * DAY - ((i * 53) % 500) * MINUTE;
    const completed = NOT_COMPLETED.includes(status) ? null : created + (1 + (i % 4)) * DAY;
    const place = pick(PLACES, i);
    return {
      dispatchId: `DSP-${700101 + i}`,
      workOrderId: `WO-${306101 + i}`,
      contractorUserId: NETWORK_CONTRACTOR_ID,
      status,
      workStatus: WORK_STATUS[status] ?? 'Not Set',
      tradeId: PEST_CONTROL,
      customerName: pick(CUSTOMERS, i),
      customerPhone: `602-555-${String(1500 + i * 11).padStart(4, '0')}`,
      address1: `${210 + i * 23} ${place.street}`,
      address2: null,
      city: place.city,
      stateCode: 'AZ',
      zip: place.zip,
      problemDescription: pick(PROBLEMS, i),
      scheduledAt: new Date(created + DAY + 8 * 60 * MINUTE),
      completedAt: completed === null ? null : new Date(completed),
      recallOfWorkOrderId: i === 5 ? `WO-${306101 + 9}` : null,
      serviceCallFeeCents: 7500,
      serviceCallFeeCollectedCents: completed === null ? 0 : 7500,
      wasServiceCallFeeCollected: completed !== null,
      discountCents: i % 5 === 2 ? 1500 : 0,
      taxCents: 0,
      shippingCents: 0,
      purchaseOrderCostCents: i % 6 === 3 ? 2000 : 0,
      preAuthorizeCents: 30000,
      preAuthorizeOverrideCents: null,
      version: 1,
      createdAt: new Date(created),
      updatedAt: new Date(completed ?? created),
    };
  });
}

export async function seedStaffDemo(tx: Tx, t: Tables, seedTime = new Date()) {
  const now = Math.floor(seedTime.getTime() / MINUTE) * MINUTE;
  await tx
    .insert(t.users)
    .values({
      id: NETWORK_CONTRACTOR_ID,
      email: 'pest.network@example.com',
      userType: 'contractor',
      firstName: 'Marisol',
      lastName: 'Ortega',
      phones: [{ number: '602-555-0106', isPrimary: true, type: 'work' }],
    })
    .onConflictDoNothing();
  await tx
    .insert(t.contractorProfiles)
    .values({
      userId: NETWORK_CONTRACTOR_ID,
      companyName: 'Ortega Pest Solutions',
      tradeIds: [PEST_CONTROL],
      serviceZipCodes: PHOENIX_METRO_ZIPS(),
      insuranceCarrier: 'Grand Canyon Mutual',
      insurancePolicyNumber: 'GL-55120988',
      liabilityCoverageCents: 100_000_000,
      insuranceExpiresAt: new Date(now + 150 * DAY),
    })
    .onConflictDoNothing();
  await tx
    .insert(t.serviceAgreements)
    .values({ userId: NETWORK_CONTRACTOR_ID, version: '2026-01', agreedAt: new Date(now - 420 * DAY) })
    .onConflictDoNothing();

  const tickets = ticketsOf(now);
  await tx.insert(t.dispatchTickets).values(tickets).onConflictDoNothing();
  const part = pick(
    catalogueItems.filter((item) => item.tradeId === PEST_CONTROL && item.kind === 'part'),
    0,
  );
  const labor = pick(
    catalogueItems.filter((item) => item.tradeId === PEST_CONTROL && item.kind === 'labor'),
    0,
  );
  const parts = tickets
    .filter((ticket) => !NOT_STARTED.includes(ticket.status))
    .flatMap((ticket, i) => [
      {
        id: `${ticket.dispatchId}-P1`,
        dispatchId: ticket.dispatchId,
        closingItemId: part.id,
        pricePerUnitCents: part.cents,
        taxPerUnitCents: roundCents(part.cents * 0.086),
        units: 2 + (i % 3),
        position: 0,
        createdAt: new Date(ticket.createdAt.getTime() + DAY),
      },
      {
        id: `${ticket.dispatchId}-P2`,
        dispatchId: ticket.dispatchId,
        closingItemId: labor.id,
        costPerHourCents: labor.cents,
        hoursWorked: i % 2 === 0 ? 1 : 1.5,
        position: 1,
        createdAt: new Date(ticket.createdAt.getTime() + DAY + MINUTE),
      },
    ]);
  await tx.insert(t.dispatchParts).values(parts).onConflictDoNothing();
  const surveys = tickets.flatMap((ticket, i) =>
    !ticket.completedAt || i % 4 === 1
      ? []
      : [
          {
            id: `${ticket.dispatchId}-S`,
            dispatchId: ticket.dispatchId,
            contractorUserId: NETWORK_CONTRACTOR_ID,
            rating: pick([5, 4, 5, 3, 4], i),
            comment: pick(COMMENTS, i),
            customerName: ticket.customerName,
            arrivedOnTime: i % 5 !== 4,
            fixedFirstVisit: ticket.recallOfWorkOrderId === null,
            createdAt: new Date(ticket.completedAt.getTime() + DAY),
          },
        ],
  );
  await tx.insert(t.customerSurveys).values(surveys).onConflictDoNothing();
}
