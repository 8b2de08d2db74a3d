import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';
import {
  canCancelServiceRequest,
  isClosedServiceRequest,
  isWithinBusinessHours,
  orderedSteps,
  parseWorkOrderDate,
  type ServiceRequestEvent,
  serviceRequestStage,
  serviceRequestSuccessLines,
  timelineEventOfWork,
  validateContactPreferences,
  validateWorkOrderSchedule,
  WORK_ORDER_HOURS,
  workOrderDateBounds,
  workOrderShortDate,
} from './service-request.ts';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

describe('the success message by local time', () => {
  it('is the in-hours text from 07:00 up to 17:00, the after-hours text otherwise', () => {
    expect(isWithinBusinessHours(at(6, 59))).toBe(false);
    expect(isWithinBusinessHours(at(7, 0))).toBe(true);
    expect(isWithinBusinessHours(at(16, 59))).toBe(true);
    expect(isWithinBusinessHours(at(17, 0))).toBe(false);
    expect(serviceRequestSuccessLines(at(10), '866-555-0142')).toEqual([
      messages.serviceRequest.successInHours,
      'If this is an emergency, please call us at 866-555-0142.',
    ]);
    const after = serviceRequestSuccessLines(at(22), '866-555-0142');
    expect(after[0]).toBe(messages.serviceRequest.successAfterHours);
    expect(after).toHaveLength(3);
    expect(after[2]).toContain('next business day');
  });
});

describe('contact preferences', () => {
  const good = {
    contactName: 'Hannah Holt',
    phone: '(512) 555-0101',
    email: 'hannah@example.com',
    preferredContactMethod: 'phone' as const,
    bestTimeToContact: 'anytime' as const,
    permissionToEnter: false,
  };
  it('accepts a name, a 10-digit phone as typed, and an e-mail', () => {
    expect(validateContactPreferences(good)).toEqual({});
  });
  it('names every missing or malformed field', () => {
    expect(validateContactPreferences({ ...good, contactName: ' ', phone: '555-01', email: 'hannah@' })).toEqual({
      contactName: 'Contact name is required.',
      phone: 'Please enter a 10-digit phone number.',
      email: 'Email address is invalid.',
    });
    expect(validateContactPreferences({ ...good, phone: '', email: '' })).toMatchObject({
      phone: 'Phone number is required.',
      email: 'Email address is required.',
    });
  });
});

describe('the timeline follows the ticket', () => {
  it('maps work statuses and service-call statuses to the steps', () => {
    expect(timelineEventOfWork('Scheduled', 'sentToContractor')).toBe('scheduled');
    expect(timelineEventOfWork('Work Complete', 'workComplete')).toBe('workComplete');
    expect(timelineEventOfWork('Not Set', 'completePendingPayment')).toBe('workComplete');
    expect(timelineEventOfWork('Canceled', 'cancelled')).toBe('cancelled');
    expect(timelineEventOfWork('Waiting On Parts', 'approved')).toBe('waitingOnParts');
    expect(timelineEventOfWork('Factory back-ordered parts', 'sentToContractor')).toBe('waitingOnParts');
  });
});

describe('the work-order status page', () => {
  const today = new Date(2026, 10, 23, 15, 30);
  it('offers 12AM to 11PM', () => {
    expect(WORK_ORDER_HOURS).toHaveLength(24);
    expect(WORK_ORDER_HOURS.slice(0, 2)).toEqual(['12AM', '1AM']);
    expect(WORK_ORDER_HOURS.slice(11, 14)).toEqual(['11AM', '12PM', '1PM']);
    expect(WORK_ORDER_HOURS.at(-1)).toBe('11PM');
  });
  it('takes dates from today to six months ahead', () => {
    expect(workOrderDateBounds(today)).toEqual({ min: '2026-11-23', max: '2027-05-23' });
    const valid = { startWindow: '8AM', endWindow: '12PM' };
    expect(validateWorkOrderSchedule({ ...valid, date: '11/23/2026' }, today)).toEqual({});
    expect(validateWorkOrderSchedule({ ...valid, date: '2027-05-23' }, today)).toEqual({});
    expect(validateWorkOrderSchedule({ ...valid, date: '11/22/2026' }, today).date).toBeDefined();
    expect(validateWorkOrderSchedule({ ...valid, date: '5/24/2027' }, today).date).toBeDefined();
    expect(validateWorkOrderSchedule({ ...valid, date: '2/30/2027' }, today).date).toBeDefined();
  });
  it('needs both windows, but does not check that the end follows the start', () => {
    expect(validateWorkOrderSchedule({ date: '12/1/2026', startWindow: '', endWindow: '' }, today)).toEqual({
      startWindow: 'Please choose a start window.',
      endWindow: 'Please choose an end window.',
    });
    expect(validateWorkOrderSchedule({ date: '12/1/2026', startWindow: '5PM', endWindow: '8AM' }, today)).toEqual({});
  });
  it('writes and reads the local short date', () => {
    expect(workOrderShortDate('2026-12-05')).toBe('12/5/2026');
    expect(parseWorkOrderDate('12/5/2026')).toBe('2026-12-05');
    expect(parseWorkOrderDate('13/5/2026')).toBeUndefined();
  });
});

describe('a service request closed or cancellable', () => {
  it('is closed once closed, paid, denied or cancelled', () => {
    expect(isClosedServiceRequest({ status: 'open', closedAt: null })).toBe(false);
    expect(isClosedServiceRequest({ status: 'sentToContractor', closedAt: null })).toBe(false);
    expect(isClosedServiceRequest({ status: 'paid', closedAt: null })).toBe(true);
    // Billing has the ticket: the server has closed the request, the list says so before it reloads.
    expect(isClosedServiceRequest({ status: 'invoiced', closedAt: null })).toBe(true);
    expect(isClosedServiceRequest({ status: 'batched', closedAt: null })).toBe(true);
    expect(isClosedServiceRequest({ status: 'workComplete', closedAt: null })).toBe(false);
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

describe('the one status a service request shows', () => {
  const at = (day: number) => `2026-03-0${day}T15:00:00.000Z`;
  const request = (change: Partial<Parameters<typeof serviceRequestStage>[0]> = {}) => ({
    status: 'sentToContractor',
    closedAt: null,
    timeline: [
      { event: 'submitted' as const, at: at(1) },
      { event: 'sentToContractor' as const, at: at(2) },
    ],
    ...change,
  });
  const reached = (...events: ServiceRequestEvent[]) => events.map((event, index) => ({ event, at: at(index + 1) }));

  it('is the latest step of the timeline: the technician on the way, not the service call’s status', () => {
    expect(serviceRequestStage(request())).toEqual({ kind: 'event', event: 'sentToContractor' });
    const onTheWay = request({ timeline: reached('submitted', 'sentToContractor', 'scheduled', 'onMyWay') });
    expect(serviceRequestStage(onTheWay)).toEqual({ kind: 'event', event: 'onMyWay' });
    const arrived = request({ timeline: reached('submitted', 'sentToContractor', 'onMyWay', 'arrived') });
    expect(serviceRequestStage(arrived)).toEqual({ kind: 'event', event: 'arrived' });
  });

  it('says when the work waits on parts, even once approved, until the next step', () => {
    const waiting = reached('submitted', 'sentToContractor', 'arrived', 'waitingOnParts');
    expect(serviceRequestStage(request({ timeline: waiting }))).toEqual({ kind: 'event', event: 'waitingOnParts' });
    expect(serviceRequestStage(request({ status: 'approved', timeline: waiting }))).toEqual({
      kind: 'event',
      event: 'waitingOnParts',
    });
    const back = reached('submitted', 'sentToContractor', 'waitingOnParts', 'onMyWay');
    expect(serviceRequestStage(request({ timeline: back }))).toEqual({ kind: 'event', event: 'onMyWay' });
  });

  it('keeps a decision or a closed status above the steps', () => {
    expect(serviceRequestStage(request({ status: 'pendingLhwApproval' }))).toEqual({
      kind: 'status',
      status: 'pendingLhwApproval',
    });
    const waiting = reached('submitted', 'sentToContractor', 'waitingOnParts');
    expect(serviceRequestStage(request({ status: 'paid', closedAt: at(5), timeline: waiting }))).toEqual({
      kind: 'status',
      status: 'paid',
    });
  });

  it('shows a new request by its status, and leaves cash-in-lieu steps beside the way', () => {
    expect(serviceRequestStage(request({ status: 'open', timeline: [{ event: 'submitted', at: at(1) }] }))).toEqual({
      kind: 'status',
      status: 'open',
    });
    const offered = request({ timeline: [...request().timeline, { event: 'cashInLieuOffered', at: at(3) }] });
    expect(serviceRequestStage(offered)).toEqual({ kind: 'event', event: 'sentToContractor' });
  });
});

describe('the steps of a timeline', () => {
  it('go oldest first, and steps of one moment in their usual order', () => {
    const same = '2026-03-01T15:00:00.000Z';
    const steps = orderedSteps([
      { event: 'onMyWay' as const, at: '2026-03-02T15:00:00.000Z' },
      { event: 'sentToContractor' as const, at: same },
      { event: 'submitted' as const, at: same },
    ]);
    expect(steps.map((step) => step.event)).toEqual(['submitted', 'sentToContractor', 'onMyWay']);
  });
});
