import { SERVICE_CALL_STATUSES } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import {
  canCancelServiceRequest,
  isClosedServiceRequest,
  serviceRequestStatusLabel,
} from './service-request-status.ts';

describe('service request status', () => {
  it('gives every known status a label people read', () => {
    for (const status of SERVICE_CALL_STATUSES) {
      expect(serviceRequestStatusLabel(status)).not.toMatch(/[a-z][A-Z]/);
    }
    expect(serviceRequestStatusLabel('sentToContractor')).toBe('Sent to contractor');
    expect(serviceRequestStatusLabel('somethingNew')).toBe('SomethingNew');
  });

  it('is closed once closed, paid, denied or cancelled', () => {
    expect(isClosedServiceRequest({ status: 'open', closedAt: null })).toBe(false);
    expect(isClosedServiceRequest({ status: 'sentToContractor', closedAt: null })).toBe(false);
    expect(isClosedServiceRequest({ status: 'paid', closedAt: null })).toBe(true);
    expect(isClosedServiceRequest({ status: 'open', closedAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
  });

  it('can be cancelled only in a cancellable status and while not closed', () => {
    for (const status of ['open', 'sentToContractor', 'pendingLhwApproval', 'approved']) {
      expect(canCancelServiceRequest({ status, closedAt: null })).toBe(true);
    }
    for (const status of ['workComplete', 'completePendingPayment', 'paid', 'cancelled', 'denied', 'invoiced']) {
      expect(canCancelServiceRequest({ status, closedAt: null })).toBe(false);
    }
    expect(canCancelServiceRequest({ status: 'approved', closedAt: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });
});
