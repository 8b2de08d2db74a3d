/**
 * The demo homeowner's account beyond the contract: notices, a service-request history
 * with notes, and the failed automatic charge of the unpaid invoice.
 */
import { eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoAccount(tx: Tx, t: Tables): Promise<void> {
  const now = Date.now();
  await tx
    .update(t.invoices)
    .set({ failedAt: new Date(now - 9 * DAY), failureReason: 'The card was declined by the bank.' })
    .where(eq(t.invoices.invoiceId, 'inv-homeowner-0002'));
  await tx
    .insert(t.notices)
    .values([
      {
        noticeId: 'n-homeowner-0001',
        userId: 'u-homeowner-0001',
        contractId: 'c-homeowner-0001',
        title: 'A payment did not go through',
        text: 'We could not charge your card for this month. Please pay the open invoice or choose another card.',
        level: 'warning',
        createdAt: new Date(now - 9 * DAY),
      },
      {
        noticeId: 'n-homeowner-0002',
        userId: 'u-homeowner-0001',
        contractId: 'c-homeowner-0001',
        title: 'Get text updates on your service requests',
        text: 'Opt in to text messages and we will let you know when a technician is on the way.',
        level: 'info',
        createdAt: new Date(now - 30 * DAY),
      },
      {
        noticeId: 'n-homeowner-0003',
        userId: 'u-homeowner-0001',
        title: 'Summer A/C check',
        text: 'Book a tune-up before the heat: a clean filter keeps your air conditioning running longer.',
        level: 'info',
        createdAt: new Date(now - 60 * DAY),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.serviceRequests)
    .values([
      {
        serviceRequestId: 'sr-homeowner-0001',
        contractId: 'c-homeowner-0001',
        requestedByUserId: 'u-homeowner-0001',
        serviceRequestNumber: 'SR-300211',
        itemDescription: 'Water Heater',
        warrantyItemId: 'si-water-heater',
        serviceCallFeeCents: 10000,
        description: 'No hot water since yesterday; the pilot light will not stay lit.',
        status: 'paid',
        workOrderId: 'WO-104233',
        createdAt: new Date(now - 120 * DAY),
        closedAt: new Date(now - 113 * DAY),
      },
      {
        serviceRequestId: 'sr-homeowner-0002',
        contractId: 'c-homeowner-0001',
        requestedByUserId: 'u-homeowner-0001',
        serviceRequestNumber: 'SR-300954',
        itemDescription: 'Air Conditioning / Cooling',
        warrantyItemId: 'si-cooling',
        serviceCallFeeCents: 10000,
        description: 'The upstairs unit blows warm air.',
        status: 'sentToContractor',
        createdAt: new Date(now - 3 * DAY),
      },
    ])
    .onConflictDoNothing();
  const at = (days: number, hours = 0) => new Date(now - days * DAY + hours * 60 * 60 * 1000);
  await tx
    .insert(t.serviceRequestEvents)
    .values([
      { serviceRequestId: 'sr-homeowner-0001', event: 'submitted' as const, at: at(120) },
      {
        serviceRequestId: 'sr-homeowner-0001',
        event: 'sentToContractor' as const,
        at: at(120, 1),
        detail: 'Castillo Appliance & Air LLC',
      },
      {
        serviceRequestId: 'sr-homeowner-0001',
        event: 'scheduled' as const,
        at: at(119),
        detail: 'Visit between 8AM and 12PM',
      },
      { serviceRequestId: 'sr-homeowner-0001', event: 'workComplete' as const, at: at(114) },
      { serviceRequestId: 'sr-homeowner-0002', event: 'submitted' as const, at: at(3) },
      {
        serviceRequestId: 'sr-homeowner-0002',
        event: 'sentToContractor' as const,
        at: at(3, 1),
        detail: 'A cooling contractor',
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.serviceRequestNotes)
    .values([
      {
        noteId: 'srn-0001',
        serviceRequestId: 'sr-homeowner-0001',
        note: 'Technician replaced the thermocouple. Hot water restored.',
        createdBy: 'Carlos Castillo',
        createdAt: new Date(now - 114 * DAY),
      },
      {
        noteId: 'srn-0002',
        serviceRequestId: 'sr-homeowner-0002',
        note: 'Sent to a cooling contractor; they will call you to schedule.',
        createdBy: 'Customer Care',
        createdAt: new Date(now - 3 * DAY),
      },
    ])
    .onConflictDoNothing();
}
