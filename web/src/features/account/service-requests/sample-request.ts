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
