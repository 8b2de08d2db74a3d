import { type ServiceRequestEvent, type ServiceRequestSummary, serviceRequestStage } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { sampleRequest, sampleScheduledRequest } from './sample-request.ts';
import { describedAnswers, stageLabel, timelineRows, visitLine } from './timeline.ts';

const shape = (request: ServiceRequestSummary) =>
  timelineRows(request).map((row) => [row.label, row.reached, row.detail]);

describe('the timeline of a service request', () => {
  it('shows the steps reached, then the usual steps still to come', () => {
    expect(shape(sampleRequest())).toEqual([
      ['Submitted', true, null],
      ['Sent to contractor', false, null],
      ['Scheduled', false, null],
      ['Work complete', false, null],
    ]);
  });

  it('shows a cash offer and its answer without skipping the steps still to come', () => {
    const request = sampleRequest({
      status: 'approved',
      timeline: [
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'sentToContractor', at: '2026-03-01T16:00:00.000Z', detail: 'Castillo' },
        { event: 'cashInLieuOffered', at: '2026-03-03T16:00:00.000Z', detail: '$900.00: Toward a new unit.' },
        { event: 'cashInLieuDeclined', at: '2026-03-04T16:00:00.000Z', detail: '$900.00: Toward a new unit.' },
      ],
    });
    expect(shape(request)).toEqual([
      ['Submitted', true, null],
      ['Sent to contractor', true, 'Castillo'],
      ['Cash offered instead of the repair', true, '$900.00: Toward a new unit.'],
      ['Cash offer declined', true, '$900.00: Toward a new unit.'],
      ['Scheduled', false, null],
      ['Work complete', false, null],
    ]);
  });

  it('names the contractor and the visit (day and window) when the server gives no detail', () => {
    const request = sampleScheduledRequest();
    expect(shape(request)).toEqual([
      ['Submitted', true, null],
      ['Sent to contractor', true, 'Castillo Appliance & Air LLC'],
      ['Scheduled', true, 'Mar 10, 2026, 8AM to 12PM'],
      ['Work complete', false, null],
    ]);
  });

  it("keeps the server's own detail, and gives the visit only to the latest scheduling", () => {
    const request = sampleRequest({
      scheduledDate: '2026-03-12',
      scheduledWindow: '1PM to 5PM',
      timeline: [
        { event: 'scheduled', at: '2026-03-03T16:00:00.000Z', detail: null },
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'sentToContractor', at: '2026-03-01T16:00:00.000Z', detail: 'Sent to Castillo' },
        { event: 'scheduled', at: '2026-03-04T16:00:00.000Z', detail: null },
      ],
    });
    expect(shape(request)).toEqual([
      ['Submitted', true, null],
      ['Sent to contractor', true, 'Sent to Castillo'],
      ['Scheduled', true, null],
      ['Scheduled', true, 'Mar 12, 2026, 1PM to 5PM'],
      ['Work complete', false, null],
    ]);
  });

  it('shows the technician on the way with the estimate, and only Work complete still to come', () => {
    const request = sampleRequest({
      status: 'approved',
      timeline: [
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'sentToContractor', at: '2026-03-01T16:00:00.000Z', detail: 'Castillo' },
        { event: 'onMyWay', at: '2026-03-02T16:00:00.000Z', detail: 'Sam is on the way - about 25 minutes' },
      ],
    });
    expect(shape(request)).toEqual([
      ['Submitted', true, null],
      ['Sent to contractor', true, 'Castillo'],
      ['Technician on the way', true, 'Sam is on the way - about 25 minutes'],
      ['Work complete', false, null],
    ]);
  });

  it('shows nothing still to come once cancelled, complete or closed', () => {
    const cancelled = sampleRequest({
      status: 'cancelled',
      closedAt: '2026-03-02T10:00:00.000Z',
      timeline: [
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'cancelled', at: '2026-03-02T10:00:00.000Z', detail: 'Fixed it myself' },
      ],
    });
    expect(shape(cancelled)).toEqual([
      ['Submitted', true, null],
      ['Cancelled', true, 'Fixed it myself'],
    ]);
    const complete = sampleRequest({
      status: 'workComplete',
      timeline: [
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'workComplete', at: '2026-03-05T10:00:00.000Z', detail: null },
      ],
    });
    expect(timelineRows(complete).every((row) => row.reached)).toBe(true);
    expect(timelineRows(sampleRequest({ status: 'paid' })).every((row) => row.reached)).toBe(true);
  });

  it('starts from the creation when the server sent no timeline', () => {
    expect(timelineRows(sampleRequest({ timeline: [] }))[0]).toMatchObject({
      event: 'submitted',
      at: '2026-03-01T15:00:00.000Z',
      reached: true,
    });
  });

  it('writes a visit as its day and window, or whichever is known', () => {
    expect(visitLine('2026-01-05', '8AM to 12PM')).toBe('Jan 5, 2026, 8AM to 12PM');
    expect(visitLine('2026-01-05T00:00:00.000Z', null)).toBe('Jan 5, 2026');
    expect(visitLine(null, '8AM to 12PM')).toBe('8AM to 12PM');
    expect(visitLine(null, null)).toBeNull();
    expect(visitLine('not a day', null)).toBeNull();
  });
});

describe('the answers of a filed request', () => {
  it('puts each question and its answer on a line of its own, with a date as a day', () => {
    expect(
      describedAnswers(
        'What do you notice? Blowing warm air\nSince when? 2026-02-27\nIndoor temperature? 84\nNo more.',
      ),
    ).toEqual([
      { question: 'What do you notice?', answer: 'Blowing warm air' },
      { question: 'Since when?', answer: 'Feb 27, 2026' },
      { question: 'Indoor temperature?', answer: '84' },
      { question: undefined, answer: 'No more.' },
    ]);
  });
});

describe('the dates of a request card', () => {
  it('writes the visit booked on the timeline as the card writes its visit', () => {
    const request = sampleRequest({
      scheduledDate: '2026-03-03',
      scheduledWindow: '8AM to 10AM',
      timeline: [
        { event: 'submitted', at: '2026-03-01T15:00:00.000Z', detail: null },
        { event: 'scheduled', at: '2026-03-01T15:00:00.000Z', detail: '3/3/2026, 8AM to 10AM' },
      ],
    });
    const scheduled = timelineRows(request).find((row) => row.event === 'scheduled');
    expect(scheduled?.detail).toBe(visitLine('2026-03-03', '8AM to 10AM'));
    expect(scheduled?.detail).toBe('Mar 3, 2026, 8AM to 10AM');
  });
});

describe('the status pill', () => {
  it('says what the latest step of the timeline says, waiting on parts included', () => {
    const ways: ServiceRequestEvent[][] = [
      ['submitted', 'sentToContractor', 'scheduled', 'onMyWay'],
      ['submitted', 'sentToContractor', 'scheduled', 'onMyWay', 'arrived'],
      ['submitted', 'sentToContractor', 'arrived', 'waitingOnParts'],
    ];
    for (const way of ways) {
      const request = sampleRequest({
        status: 'sentToContractor',
        timeline: way.map((event, index) => ({ event, at: `2026-03-0${index + 1}T15:00:00.000Z`, detail: null })),
      });
      const latest = timelineRows(request)
        .filter((row) => row.reached)
        .at(-1);
      expect(stageLabel(serviceRequestStage(request))).toBe(latest?.label);
    }
  });
});
