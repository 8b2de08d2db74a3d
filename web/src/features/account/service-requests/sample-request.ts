/** A service request as the history answers it, for the unit tests of this folder and its api modules. */
import type { ServiceRequestSummary } from '@hw/shared';

export const sampleRequest = (change: Partial<ServiceRequestSummary> = {}): ServiceRequestSummary => ({
  serviceRequestId: 'sr-1',
  serviceRequestNumber: 'SR-300954',
  contractId: 'c-1',
  warrantyItemId: 'wi-1',
  itemDescription: 'Air Conditioning / Cooling',
  description: 'The upstairs unit blows warm air.',
  status: 'sentToContractor',
  workOrderId: null,
  contractorName: null,
  scheduledDate: null,
  scheduledWindow: null,
  workStatus: null,
  serviceCallFee: 75,
  serviceCallFeePaid: true,
  createdAt: '2026-03-01T15:00:00.000Z',
  closedAt: null,
  timeline: [{ event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null }],
  ...change,
});

/** The sample request approved, with a visit from Castillo Appliance & Air on 10 March 2026, 8AM to 12PM. */
export const sampleScheduledRequest = (change: Partial<ServiceRequestSummary> = {}): ServiceRequestSummary =>
  sampleRequest({
    status: 'approved',
    contractorName: 'Castillo Appliance & Air LLC',
    scheduledDate: '2026-03-10',
    scheduledWindow: '8AM to 12PM',
    timeline: [
      { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
      { event: 'sentToContractor', at: '2026-03-01T16:00:00.000Z', detail: null },
      { event: 'scheduled', at: '2026-03-02T16:00:00.000Z', detail: null },
    ],
    ...change,
  });
