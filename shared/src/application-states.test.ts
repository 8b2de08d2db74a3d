import { describe, expect, it } from 'vitest';
import { type ApplicationFacts, contractApplicationState, contractorActivityStatus } from './application-states.ts';
import {
  CONTRACT_APPLICATION_STATES,
  CONTRACTOR_ACTIVITY_STATUSES,
  INSPECTION_TYPES,
  type InspectionType,
} from './enums.ts';

const facts = (change: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'active',
  orderStatus: 'completed',
  isRealEstate: false,
  estimatedClosingDate: null,
  ...change,
});

describe('a contract’s application state', () => {
  it('is the contract’s own end state first', () => {
    expect(contractApplicationState(facts({ status: 'pending_Cancel', orderStatus: 'waitingForPayment' }))).toBe(
      'cancelled',
    );
    expect(contractApplicationState(facts({ status: 'expired' }))).toBe('expired');
    expect(contractApplicationState(facts({ status: 'suspended' }))).toBe('suspended');
  });

  it('then what the application waits on: the order, the payment, the closing, the inspection', () => {
    expect(contractApplicationState(facts({ status: 'pending', orderStatus: 'incomplete' }))).toBe('newApplication');
    expect(contractApplicationState(facts({ status: 'pending', orderStatus: 'waitingForPayment' }))).toBe(
      'paymentPending',
    );
    expect(contractApplicationState(facts({ status: 'pending', isRealEstate: true }))).toBe('closingInfoPending');
    const closing = { isRealEstate: true, estimatedClosingDate: '2027-01-15' };
    const inspected = (type: InspectionType, ordered: boolean, received = false) =>
      contractApplicationState(facts({ ...closing, inspection: { type, ordered, received } }));
    expect(inspected('request from agent', false)).toBe('scheduleInspection');
    expect(inspected('professional', false)).toBe('inspectionOrderNotSent');
    expect(inspected('professional', true)).toBe('professionalHomeInspectionPending');
    expect(inspected('mechanical', true)).toBe('mechanicalInspectionPending');
    expect(inspected('mechanical', true, true)).toBe('active');
    expect(inspected('waived', false)).toBe('active');
    expect(inspected('customer declined', false)).toBe('active');
    expect(inspected('customer sending in inspection', false)).toBe('professionalHomeInspectionPending');
  });

  it('names only states of the list', () => {
    const seen = new Set(
      ['active', 'expired', 'suspended', 'cancelled'].flatMap((status) =>
        ['completed', 'incomplete', 'waitingForPayment'].map((orderStatus) =>
          contractApplicationState(facts({ status, orderStatus })),
        ),
      ),
    );
    for (const state of seen) expect(CONTRACT_APPLICATION_STATES).toContain(state);
  });
});

describe('a contractor’s activity on a visit', () => {
  it('follows the visit’s latest event', () => {
    expect(contractorActivityStatus(null)).toBe('notStarted');
    expect(contractorActivityStatus('onMyWay')).toBe('onTheWay');
    expect(contractorActivityStatus('arrived')).toBe('checkedIn');
    expect(contractorActivityStatus('complete')).toBe('appointmentCompleted');
  });
});

describe('the three lists as the product names them', () => {
  it('spells every value as written', () => {
    expect(CONTRACT_APPLICATION_STATES).toEqual([
      'closingInfoPending',
      'expired',
      'active',
      'newApplication',
      'suspended',
      'mechanicalInspectionPending',
      'paymentPending',
      'scheduleInspection',
      'professionalHomeInspectionPending',
      'inspectionOrderNotSent',
      'cancelled',
    ]);
    expect(INSPECTION_TYPES).toEqual([
      'customer declined',
      'customer sending in inspection',
      'waived',
      'mechanical',
      'request from agent',
      'professional',
    ]);
    expect(CONTRACTOR_ACTIVITY_STATUSES).toEqual(expect.arrayContaining(['appointmentCompleted', 'checkedIn']));
  });
});
