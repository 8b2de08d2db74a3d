import { describe, expect, it } from 'vitest';
import { defaultBrand } from './brand.ts';
import { LOCALES } from './i18n/index.ts';
import {
  claimDecisionNews,
  e164OfUsPhone,
  fitsOneSmsSegment,
  SMS_TEXT_KINDS,
  smsHelpText,
  smsNumberOf,
  smsReplyKeyword,
  smsSendAfter,
  smsText,
  usPhoneOfE164,
  visitTextOf,
} from './sms-texts.ts';

describe('texts', () => {
  it('fit one plain segment, open with the brand and link into the app, for a long origin too', () => {
    const origin = 'https://www.canyonhomewarranty-example.com';
    for (const kind of SMS_TEXT_KINDS) {
      const text = smsText(kind, { brandName: defaultBrand.name, origin, etaMinutes: 125 });
      expect(fitsOneSmsSegment(text), `${kind}: ${text} (${text.length})`).toBe(true);
      expect(text.startsWith(`${defaultBrand.name}: `)).toBe(true);
      expect(text).toMatch(new RegExp(`${origin}/account#\\w+$`));
    }
    expect(fitsOneSmsSegment(smsHelpText(defaultBrand))).toBe(true);
  });

  it('fit one plain segment in every language, with and without the estimate', () => {
    const origin = 'https://www.canyonhomewarranty-example.com';
    for (const locale of LOCALES) {
      for (const kind of SMS_TEXT_KINDS) {
        for (const etaMinutes of [125, null]) {
          const text = smsText(kind, { brandName: defaultBrand.name, origin, etaMinutes, locale });
          expect(fitsOneSmsSegment(text), `${locale} ${kind}: ${text} (${text.length})`).toBe(true);
          expect(text).toMatch(new RegExp(`^${defaultBrand.name}: .+ ${origin}/account#\\w+$`));
        }
      }
      const help = smsHelpText(defaultBrand, locale);
      expect(fitsOneSmsSegment(help), `${locale} help: ${help} (${help.length})`).toBe(true);
    }
  });

  it('speak Spanish to a Spanish-speaking recipient, without the accents GSM-7 lacks', () => {
    const context = { brandName: 'Canyon Home Warranty', origin: 'https://example.com', locale: 'es' as const };
    expect(smsText('visitBooked', context)).toBe(
      'Canyon Home Warranty: su visita de reparacion esta programada. Vea el dia y la hora: https://example.com/account#serviceRequestHistory',
    );
    expect(smsText('technicianOnTheWay', { ...context, etaMinutes: 25 })).toContain(
      'su técnico va en camino, llega en unos 25 minutos. Detalles:',
    );
    expect(smsHelpText({ name: 'Canyon Home Warranty', phone: '866-555-0142' }, 'es')).toBe(
      'Canyon Home Warranty: mensajes sobre sus visitas de reparacion, reclamos y pagos. Responda STOP para no recibirlos. ¿Preguntas? Llame al 866-555-0142.',
    );
    for (const kind of SMS_TEXT_KINDS) expect(smsText(kind, context)).not.toMatch(/[áíóúÁÍÓÚ]/);
  });

  it('say the technician’s estimate when there is one, and link the payment to billing', () => {
    const context = { brandName: 'Canyon Home Warranty', origin: 'https://example.com' };
    expect(smsText('technicianOnTheWay', { ...context, etaMinutes: 25 })).toBe(
      'Canyon Home Warranty: your technician is on the way, about 25 minutes out. Details: https://example.com/account#serviceRequestHistory',
    );
    expect(smsText('technicianOnTheWay', context)).toContain('on the way. Details:');
    expect(smsText('paymentFailed', context)).toMatch(/\/account#invoices$/);
  });

  it('refuse a curly quote or a long text as more than one plain segment', () => {
    expect(fitsOneSmsSegment('It’s booked')).toBe(false);
    expect(fitsOneSmsSegment('a'.repeat(161))).toBe(false);
    expect(fitsOneSmsSegment('a'.repeat(160))).toBe(true);
    expect(fitsOneSmsSegment('¿Señal? ¡Ya! El técnico y el pingüino')).toBe(true);
    expect(fitsOneSmsSegment('Reparación')).toBe(false);
  });
});

describe('when a text may go', () => {
  // 2027-03-10 in Texas (America/Chicago, CST, UTC-6 until the 14th).
  const at = (iso: string) => new Date(iso);

  it('sends urgent texts at once, whatever the hour', () => {
    const night = at('2027-03-11T04:00:00Z'); // 22:00 in Austin
    expect(smsSendAfter('visitBooked', 'TX', night)).toEqual(night);
    expect(smsSendAfter('technicianOnTheWay', 'TX', night)).toEqual(night);
    expect(smsSendAfter('paymentFailed', 'TX', night)).toEqual(night);
  });

  it('keeps the others to 8:00-21:00 at the property: a 22:00 text waits for 8:00 the next morning', () => {
    expect(smsSendAfter('cashOffer', 'TX', at('2027-03-11T04:00:00Z'))).toEqual(at('2027-03-11T14:00:00Z'));
    expect(smsSendAfter('claimDecision', 'TX', at('2027-03-10T12:30:00Z'))).toEqual(at('2027-03-10T14:00:00Z'));
    const noon = at('2027-03-10T18:00:00Z');
    expect(smsSendAfter('claimDecision', 'TX', noon)).toEqual(noon);
    // 20:59 goes, 21:00 waits.
    expect(smsSendAfter('cashOffer', 'TX', at('2027-03-11T02:59:00Z'))).toEqual(at('2027-03-11T02:59:00Z'));
    expect(smsSendAfter('cashOffer', 'TX', at('2027-03-11T03:00:00Z'))).toEqual(at('2027-03-11T14:00:00Z'));
  });

  it('reads the hour in the state’s own zone', () => {
    // 05:00 UTC is 22:00 in Phoenix (UTC-7, no summer time): it waits for 08:00 there, 15:00 UTC.
    expect(smsSendAfter('cashOffer', 'AZ', at('2027-03-11T05:00:00Z'))).toEqual(at('2027-03-11T15:00:00Z'));
    // 21:00 in Portland (PST, UTC-8) is 05:00 UTC: it waits for 08:00 there, 16:00 UTC.
    expect(smsSendAfter('cashOffer', 'OR', at('2027-03-11T05:00:00Z'))).toEqual(at('2027-03-11T16:00:00Z'));
    // Across the change to summer time (March 14, 2027): 8:00 CDT is 13:00 UTC.
    expect(smsSendAfter('cashOffer', 'TX', at('2027-03-14T04:30:00Z'))).toEqual(at('2027-03-14T13:00:00Z'));
  });
});

describe('numbers', () => {
  it('write a profile’s number as the phone network does, and back', () => {
    expect(e164OfUsPhone('512-555-0101')).toBe('+15125550101');
    expect(e164OfUsPhone('1 (512) 555 0101')).toBe('+15125550101');
    expect(e164OfUsPhone('555-0101')).toBeUndefined();
    expect(usPhoneOfE164('+15125550101')).toBe('512-555-0101');
    expect(usPhoneOfE164('+445125550101')).toBeUndefined();
  });

  it('text the primary mobile number, else the first mobile, never a work or home number', () => {
    expect(
      smsNumberOf([
        { number: '602-555-0102', type: 'work', isPrimary: true },
        { number: '5125550101', type: 'mobile', isPrimary: false },
      ]),
    ).toBe('512-555-0101');
    expect(smsNumberOf([{ number: '602-555-0102', type: 'work', isPrimary: true }])).toBeUndefined();
    expect(smsNumberOf([])).toBeUndefined();
  });
});

describe('replies', () => {
  it('read the opt-out, opt-in and help words alone, in any case', () => {
    for (const word of ['STOP', 'stop', ' Stop ', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'stop.']) {
      expect(smsReplyKeyword(word), word).toBe('optOut');
    }
    expect(smsReplyKeyword('START')).toBe('optIn');
    expect(smsReplyKeyword('unstop')).toBe('optIn');
    expect(smsReplyKeyword('HELP')).toBe('help');
    expect(smsReplyKeyword('Please stop by at 3')).toBeUndefined();
    expect(smsReplyKeyword('yes')).toBeUndefined();
  });
});

describe('what a ticket change texts', () => {
  const unscheduled = { workStatus: 'Not Set', scheduledAt: null, scheduledStartWindow: null };
  const monday = {
    workStatus: 'Scheduled',
    scheduledAt: new Date('2027-03-15T08:00:00Z'),
    scheduledStartWindow: '8AM',
  };

  it('a visit booked, then moved, and nothing for the same time again', () => {
    expect(visitTextOf(unscheduled, monday)).toBe('visitBooked');
    expect(visitTextOf(monday, { ...monday, scheduledAt: new Date('2027-03-16T10:00:00Z') })).toBe('visitMoved');
    expect(visitTextOf(monday, { ...monday, scheduledStartWindow: '10AM' })).toBe('visitMoved');
    expect(visitTextOf(monday, { ...monday })).toBeUndefined();
    expect(visitTextOf(monday, unscheduled)).toBeUndefined();
    // Scheduled by the contractor without a time, then given one: booked.
    expect(visitTextOf({ workStatus: 'Scheduled', scheduledAt: null, scheduledStartWindow: null }, monday)).toBe(
      'visitBooked',
    );
  });

  it('a decision when the diagnosis first shows, or when the claims desk approves or denies it', () => {
    const none = { status: 'sentToContractor' as const, diagnosisLines: 0 };
    const diagnosed = { status: 'sentToContractor' as const, diagnosisLines: 2 };
    expect(claimDecisionNews(none, diagnosed)).toBe('pendingLhwApproval');
    expect(claimDecisionNews(diagnosed, { ...diagnosed, diagnosisLines: 3 })).toBeUndefined();
    expect(claimDecisionNews(diagnosed, { status: 'denied', diagnosisLines: 2 })).toBe('denied');
    expect(claimDecisionNews(diagnosed, { status: 'approved', diagnosisLines: 2 })).toBe('approved');
    // The work marked complete moves the decision on, but nobody decided anything new.
    expect(claimDecisionNews(diagnosed, { status: 'workComplete', diagnosisLines: 2 })).toBeUndefined();
    expect(claimDecisionNews(none, { status: 'workComplete', diagnosisLines: 0 })).toBeUndefined();
  });
});
