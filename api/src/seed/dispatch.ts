/**
 * Demo dispatch data: contractor profiles, the first contractor's service agreement (the second has not
 * accepted it), tickets across statuses and trades with parts, labour and notes, and customer surveys.
 * Deterministic: every value follows from the ticket's index; dates count back from the seed time so the
 * dashboard always has this year's data.
 */
import { problemLine, roundCents, type ServiceCallStatus } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import { CENTRAL_AUSTIN_ZIPS } from './area-contractors.ts';
import { type CatalogueItem, catalogueItems } from './closing-items.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export const DEMO_CONTRACTOR_ID = 'u-contractor-0001';
export const SECOND_CONTRACTOR_ID = 'u-contractor-0002';

/** Newest first: index 0 is the newest ticket. */
const FIRST_CONTRACTOR_STATUSES: ServiceCallStatus[] = [
  'approved',
  'sentToContractor',
  'open',
  'approved',
  'pendingLhwApproval',
  'sentToContractor',
  'approved',
  'workComplete',
  'open',
  'approved',
  'workComplete',
  'completePendingPayment',
  'sentToContractor',
  'paid',
  'workComplete',
  'approved',
  'invoiced',
  'completePendingPayment',
  'paid',
  'open',
  'batched',
  'workComplete',
  'paid',
  'cancelled',
  'pendingLhwApproval',
  'invoiced',
  'paid',
  'completeNoBill',
  'completePendingPayment',
  'denied',
  'paid',
  'invoiced',
  'batched',
  'paidCIL',
  'paid',
  'approved',
];

const SECOND_CONTRACTOR_STATUSES: ServiceCallStatus[] = [
  'approved',
  'open',
  'sentToContractor',
  'workComplete',
  'paid',
  'invoiced',
  'paid',
  'approved',
];

const WORK_STATUS: Record<ServiceCallStatus, string[]> = {
  open: ['Not Set'],
  sentToContractor: ['Attempted To Schedule', 'Scheduled'],
  pendingLhwApproval: ['Pending Autho'],
  approved: ['Authorized', 'Waiting On Parts', 'Scheduled'],
  denied: ['Canceled'],
  cancelled: ['Canceled'],
  completePendingPayment: ['Submitted for Billing'],
  batched: ['Submitted for Billing'],
  invoiced: ['Submitted for Billing'],
  paid: ['Paid'],
  completeNoBill: ['Work Complete'],
  paidCIL: ['Cash in lieu'],
  workComplete: ['Work Complete'],
};

const NOT_STARTED: ServiceCallStatus[] = ['open', 'sentToContractor', 'cancelled', 'denied'];
const NOT_COMPLETED: ServiceCallStatus[] = [...NOT_STARTED, 'pendingLhwApproval', 'approved'];

const CUSTOMERS = [
  'Megan Whitaker',
  'Luis Navarro',
  'Priya Raman',
  'Tom Bergstrom',
  'Aisha Okafor',
  'Derek Lund',
  'Grace Kimura',
  'Oscar Delgado',
  'Hailey Jensen',
  'Marcus Bell',
  'Rosa Martinez',
  'Kevin Tran',
];
const STREETS = [
  'E 900 S',
  'Westminster Ave',
  'S Highland Dr',
  'W 5400 S',
  'Sugarmont Dr',
  'E Vine St',
  'Fort Union Blvd',
];
const FIRST_PLACES = [
  { city: 'Salt Lake City', zip: '84105' },
  { city: 'Salt Lake City', zip: '84106' },
  { city: 'Murray', zip: '84107' },
  { city: 'Millcreek', zip: '84117' },
  { city: 'Cottonwood Heights', zip: '84121' },
];
const SECOND_PLACES = [
  { city: 'Boise', zip: '83702' },
  { city: 'Boise', zip: '83704' },
  { city: 'Boise', zip: '83706' },
  { city: 'Meridian', zip: '83642' },
];

/** A claim filed online: the item, then the homeowner's answers (as service requests write them). */
const claim = (item: string, answers: [question: string, answer: string][]) =>
  [item, ...answers.map(([question, answer]) => problemLine(question, answer))].join('\n');

const PROBLEMS: Record<number, string[]> = {
  1: [
    claim('Refrigerator', [
      ['What is the problem?', 'Not cooling'],
      ['Is the freezer side cold?', 'Yes'],
      ['Does the display show an error code? Type it as shown, or leave this blank.', 'E4'],
      [
        'Anything else the technician should know? Access, gate codes, pets, the best time to come.',
        'Dog in the yard; please ring the bell.',
      ],
    ]),
    'Dishwasher does not drain.',
    'Dryer runs but no heat.',
  ],
  2: [
    claim('Water Heater', [
      ['What is the problem?', 'No hot water'],
      ['Is it gas or electric?', 'Gas'],
      ['What is the tank size, in gallons? It is on the label. Leave blank if you do not know.', '50'],
    ]),
    'Toilet runs constantly.',
    'Slow leak under the kitchen sink; cabinet floor is wet.',
  ],
  3: ['Kitchen GFCI outlet trips and will not reset.', 'Ceiling fan hums but does not spin.'],
  4: [
    claim('Air Conditioning / Cooling', [
      ['What is the problem?', 'Blows warm air'],
      ['Is the outdoor unit running?', 'No'],
      ['What temperature is it inside the home right now?', '84'],
    ]),
    'Furnace clicks but does not light.',
    'Thermostat blank.',
  ],
  8: ['Garage door opener runs but the door does not move.', 'Door reverses before closing.'],
};

/** Appointments of the first contractor's tickets, in days from the seed time: some today, some coming. */
const APPOINTMENT_DAYS: Record<number, number> = { 0: 0, 1: 1, 2: 0, 4: 3 };

const COMMENTS = [
  'Carlos was on time and explained everything clearly.',
  'Fixed on the first visit. Very professional.',
  'Had to wait for a part, but the repair has held up well.',
  'Friendly technician, cleaned up after the job.',
  'Arrived late, but the work itself was good.',
  'Quick diagnosis and fair about what was covered.',
];

interface Plan {
  contractorUserId: string;
  statuses: ServiceCallStatus[];
  trades: number[];
  places: { city: string; zip: string }[];
  dispatchBase: number;
  workOrderBase: number;
  stateCode: string;
  areaCode: string;
  /** Recall tickets: index of the recall -> index of the earlier ticket it repeats. */
  recalls: Record<number, number>;
}

const plans: Plan[] = [
  {
    contractorUserId: DEMO_CONTRACTOR_ID,
    statuses: FIRST_CONTRACTOR_STATUSES,
    trades: [1, 2, 4],
    places: FIRST_PLACES,
    dispatchBase: 500101,
    workOrderBase: 104275,
    stateCode: 'UT',
    areaCode: '801',
    recalls: { 9: 18, 21: 30 },
  },
  {
    contractorUserId: SECOND_CONTRACTOR_ID,
    statuses: SECOND_CONTRACTOR_STATUSES,
    trades: [3, 8],
    places: SECOND_PLACES,
    dispatchBase: 600101,
    workOrderBase: 205215,
    stateCode: 'ID',
    areaCode: '208',
    recalls: {},
  },
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const taxOf = (cents: number) => roundCents(cents * 0.0725);

function itemsOf(tradeId: number, kind: CatalogueItem['kind']) {
  return catalogueItems.filter((item) => item.tradeId === tradeId && item.kind === kind);
}

/**
 * The demo contractor's booked appointment of ticket `index`, or none. Today's two are at the seed's hour and half
 * an hour later, so both stay on the seed's day wherever the device is (an hour later would be tomorrow when the
 * demo is started at 11 PM).
 */
export function demoAppointmentOf(index: number, now: number): number | null {
  const days = APPOINTMENT_DAYS[index];
  if (days === undefined) return null;
  const hour = now - (now % (60 * MINUTE));
  return hour + days * DAY + (index === 2 ? 30 * MINUTE : 0);
}

function appointmentOf(plan: Plan, i: number, now: number): number | null {
  return plan.contractorUserId === DEMO_CONTRACTOR_ID ? demoAppointmentOf(i, now) : null;
}

function ticketsOf(plan: Plan, now: number) {
  const workOrderId = (i: number) => `WO-${plan.workOrderBase - i}`;
  return plan.statuses.map((status, i) => {
    const tradeId = pick(plan.trades, i);
    const created = now - (i * 8 + 2) * DAY - ((i * 37) % 600) * MINUTE;
    const completed = NOT_COMPLETED.includes(status) ? null : created + (1 + (i % 5)) * DAY;
    const fee = i % 2 === 0 ? 7500 : 10000;
    const base = pick([40000, 50000, 65000], i);
    return {
      dispatchId: `DSP-${plan.dispatchBase + i}`,
      workOrderId: workOrderId(i),
      contractorUserId: plan.contractorUserId,
      status,
      workStatus: pick(WORK_STATUS[status], i),
      tradeId,
      customerName: pick(CUSTOMERS, i + plan.dispatchBase),
      customerPhone: `${plan.areaCode}-555-${String(1200 + i * 7).padStart(4, '0')}`,
      address1: `${120 + i * 17} ${pick(STREETS, i)}`,
      address2: i % 6 === 2 ? `Unit ${i + 1}` : null,
      city: pick(plan.places, i).city,
      stateCode: plan.stateCode,
      zip: pick(plan.places, i).zip,
      problemDescription: pick(PROBLEMS[tradeId] ?? ['Not working.'], i),
      scheduledAt: new Date(
        appointmentOf(plan, i, now) ?? created + (status === 'open' ? 0 : 2) * DAY + 9 * 60 * MINUTE,
      ),
      completedAt: completed === null ? null : new Date(completed),
      recallOfWorkOrderId: plan.recalls[i] === undefined ? null : workOrderId(plan.recalls[i] as number),
      serviceCallFeeCents: fee,
      serviceCallFeeCollectedCents: completed === null ? 0 : fee,
      wasServiceCallFeeCollected: completed !== null,
      discountCents: status === 'paid' && i % 3 === 0 ? 1000 : 0,
      taxCents: 0,
      shippingCents: pick(WORK_STATUS[status], i) === 'Waiting On Parts' ? 1250 : 0,
      purchaseOrderCostCents: 0,
      preAuthorizeCents: base,
      preAuthorizeOverrideCents: i % 5 === 3 ? base + 25000 : null,
      version: 1,
      createdAt: new Date(created),
      updatedAt: new Date(completed ?? created),
    };
  });
}

type SeedTicket = ReturnType<typeof ticketsOf>[number];

function partsOf(ticket: SeedTicket, i: number) {
  if (NOT_STARTED.includes(ticket.status)) return [];
  const parts = itemsOf(ticket.tradeId, 'part');
  const labor = itemsOf(ticket.tradeId, 'labor');
  const first = pick(parts, i);
  const lines = [
    { item: first, units: 1, hours: 0 },
    { item: pick(labor, i), units: 0, hours: i % 2 === 0 ? 1 : 1.5 },
  ];
  if (i % 4 === 2) lines.push({ item: pick(parts, i + 1), units: 2, hours: 0 });
  return lines.map((line, position) => ({
    id: `${ticket.dispatchId}-P${position + 1}`,
    dispatchId: ticket.dispatchId,
    closingItemId: line.item.id,
    isProvidedByContractor: line.item.kind === 'part' && i % 2 === 0,
    pricePerUnitCents: line.item.kind === 'part' ? line.item.cents : 0,
    taxPerUnitCents: line.item.kind === 'part' ? taxOf(line.item.cents) : 0,
    units: line.units,
    costPerHourCents: line.item.kind === 'labor' ? line.item.cents : 0,
    hoursWorked: line.hours,
    position,
    createdAt: new Date(ticket.createdAt.getTime() + DAY + position * MINUTE),
  }));
}

function notesOf(ticket: SeedTicket, i: number, contractorName: string, contractorUserId: string) {
  const notes: Tables['dispatchNotes']['$inferInsert'][] = [
    {
      id: `${ticket.dispatchId}-N1`,
      dispatchId: ticket.dispatchId,
      note: `Dispatched: ${ticket.problemDescription.split('\n')[0]}`,
      createdByUserId: null,
      createdByName: 'Dispatch Desk',
      createdAt: new Date(ticket.createdAt.getTime() + 5 * MINUTE),
    },
  ];
  if (!NOT_STARTED.includes(ticket.status)) {
    notes.push({
      id: `${ticket.dispatchId}-N2`,
      dispatchId: ticket.dispatchId,
      note: i % 3 === 0 ? 'Diagnosed on site; parts and labour recorded.' : 'Customer contacted, visit confirmed.',
      createdByUserId: contractorUserId,
      createdByName: contractorName,
      createdAt: new Date(ticket.createdAt.getTime() + DAY + 60 * MINUTE),
    });
  }
  if (ticket.completedAt) {
    notes.push({
      id: `${ticket.dispatchId}-N3`,
      dispatchId: ticket.dispatchId,
      note: 'Work complete; tested with the customer present.',
      createdByUserId: contractorUserId,
      createdByName: contractorName,
      createdAt: ticket.completedAt,
    });
  }
  return notes;
}

function surveyOf(ticket: SeedTicket, i: number) {
  if (!ticket.completedAt || i % 4 === 1) return [];
  return [
    {
      id: `${ticket.dispatchId}-S`,
      dispatchId: ticket.dispatchId,
      contractorUserId: ticket.contractorUserId,
      rating: pick([5, 4, 5, 3, 5, 4, 2, 5], i),
      comment: i % 3 === 2 ? null : pick(COMMENTS, i),
      customerName: ticket.customerName,
      arrivedOnTime: i % 6 !== 4,
      fixedFirstVisit: ticket.recallOfWorkOrderId === null && i % 7 !== 3,
      createdAt: new Date(ticket.completedAt.getTime() + DAY),
    },
  ];
}

export async function seedDispatch(tx: Tx, t: Tables, seedTime = new Date()) {
  const now = Math.floor(seedTime.getTime() / MINUTE) * MINUTE;
  await tx
    .insert(t.contractorProfiles)
    .values([
      {
        userId: DEMO_CONTRACTOR_ID,
        companyName: 'Castillo Appliance & Air LLC',
        tradeIds: [1, 2, 4],
        serviceZipCodes: [
          '84101',
          '84102',
          '84105',
          '84106',
          '84107',
          '84115',
          '84117',
          '84121',
          ...CENTRAL_AUSTIN_ZIPS,
        ],
        insuranceCarrier: 'Beehive Mutual Insurance',
        insurancePolicyNumber: 'GL-44871203',
        liabilityCoverageCents: 200_000_000,
        insuranceExpiresAt: new Date(now + 200 * DAY),
      },
      {
        userId: SECOND_CONTRACTOR_ID,
        companyName: 'Dalton Electric & Door',
        tradeIds: [3, 8],
        serviceZipCodes: ['83642', '83702', '83704', '83706', ...CENTRAL_AUSTIN_ZIPS],
        insuranceCarrier: 'Gem State Casualty',
        insurancePolicyNumber: 'CGL-0093318',
        liabilityCoverageCents: 100_000_000,
        insuranceExpiresAt: new Date(now + 90 * DAY),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.serviceAgreements)
    .values({ userId: DEMO_CONTRACTOR_ID, version: '2026-01', agreedAt: new Date(now - 300 * DAY) })
    .onConflictDoNothing();

  const names: Record<string, string> = {
    [DEMO_CONTRACTOR_ID]: 'Carlos Castillo',
    [SECOND_CONTRACTOR_ID]: 'Dana Dalton',
  };
  for (const plan of plans) {
    const tickets = ticketsOf(plan, now);
    const name = names[plan.contractorUserId] ?? 'Contractor';
    await tx.insert(t.dispatchTickets).values(tickets).onConflictDoNothing();
    const parts = tickets.flatMap(partsOf);
    const notes = tickets.flatMap((ticket, i) => notesOf(ticket, i, name, plan.contractorUserId));
    const surveys = tickets.flatMap(surveyOf);
    if (parts.length > 0) await tx.insert(t.dispatchParts).values(parts).onConflictDoNothing();
    if (notes.length > 0) await tx.insert(t.dispatchNotes).values(notes).onConflictDoNothing();
    if (surveys.length > 0) await tx.insert(t.customerSurveys).values(surveys).onConflictDoNothing();
  }
}
