import { describe, expect, it } from 'vitest';
import { homeownerNotice, homeownerNoticeOfTicketChange, technicianNotice } from './push-notices.ts';

describe('push notices', () => {
  it('carry a title, the line to open the app and a link only', () => {
    expect(technicianNotice('newDispatch', 'WO-1234567')).toEqual({
      title: 'New dispatch',
      body: 'Open the app to see it.',
      url: '/account/dispatchTickets/WO-1234567',
    });
    expect(homeownerNotice('visitScheduled')).toEqual({
      title: 'Your repair visit is scheduled',
      body: 'Open the app to see it.',
      url: '/account#serviceRequestHistory',
    });
  });

  it('speak the homeowner’s language', () => {
    expect(homeownerNotice('technicianOnTheWay', 'es')).toEqual({
      title: 'Su técnico va en camino',
      body: 'Abra la aplicación para verlo.',
      url: '/account#serviceRequestHistory',
    });
  });

  it('tell the homeowner of a visit newly scheduled, else of a new status, else nothing', () => {
    const open = { status: 'sentToContractor', workStatus: 'Not Set' };
    expect(homeownerNoticeOfTicketChange(open, { ...open, workStatus: 'Scheduled' })).toBe('visitScheduled');
    expect(
      homeownerNoticeOfTicketChange({ ...open, workStatus: 'Scheduled' }, { ...open, workStatus: 'Scheduled' }),
    ).toBe(undefined);
    expect(homeownerNoticeOfTicketChange(open, { status: 'workComplete', workStatus: 'Work Complete' })).toBe(
      'claimStatusChanged',
    );
    expect(homeownerNoticeOfTicketChange(open, { ...open, workStatus: 'Waiting On Parts' })).toBe(undefined);
  });
});
