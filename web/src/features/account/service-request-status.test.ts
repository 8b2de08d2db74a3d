import { SERVICE_CALL_STATUSES } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { serviceRequestStatusLabel } from './service-request-status.ts';

describe('service request status', () => {
  it('gives every known status a label people read', () => {
    for (const status of SERVICE_CALL_STATUSES) {
      expect(serviceRequestStatusLabel(status)).not.toMatch(/[a-z][A-Z]/);
    }
    expect(serviceRequestStatusLabel('sentToContractor')).toBe('Sent to contractor');
    expect(serviceRequestStatusLabel('somethingNew')).toBe('SomethingNew');
  });
});
