import { describe, expect, it } from 'vitest';
import {
  applyMessageChoices,
  MESSAGE_KIND_OF_NOTICE,
  MESSAGE_KIND_OF_TEXT,
  messageChoices,
  wantsMessage,
} from './message-preferences.ts';
import { HOMEOWNER_NOTICE_KINDS } from './push-notices.ts';
import { SMS_TEXT_KINDS } from './sms-texts.ts';

const reachable = { texts: true, push: true };

describe('message preferences', () => {
  it('send every kind on every channel it uses until the person changes something', () => {
    for (const kind of messageChoices({}, reachable)) {
      for (const channel of kind.channels)
        expect(channel, `${kind.kind} ${channel.channel}`).toMatchObject({ chosen: true, sent: true });
    }
    expect(wantsMessage(undefined, 'receipts', 'email')).toBe(true);
    expect(wantsMessage(null, 'visitScheduled', 'text')).toBe(true);
  });

  it('never send a kind on a channel it does not use', () => {
    expect(wantsMessage({}, 'renewalReminders', 'text')).toBe(false);
    expect(wantsMessage({}, 'claimUpdates', 'email')).toBe(false);
  });

  it('follow a channel turned off, and only that one', () => {
    const changed = applyMessageChoices({}, [{ kind: 'visitScheduled', channel: 'text', on: false }]);
    if (!changed.ok) throw new Error('refused');
    expect(wantsMessage(changed.value, 'visitScheduled', 'text')).toBe(false);
    expect(wantsMessage(changed.value, 'visitScheduled', 'push')).toBe(true);
    expect(wantsMessage(changed.value, 'technicianVisit', 'text')).toBe(true);
  });

  it('always mail a failed payment, whatever was stored', () => {
    expect(wantsMessage({ paymentFailed: { email: false } }, 'paymentFailed', 'email')).toBe(true);
    const row = messageChoices({ paymentFailed: { email: false } }, reachable).find((k) => k.kind === 'paymentFailed');
    expect(row?.channels.find((c) => c.channel === 'email')).toEqual({
      channel: 'email',
      chosen: true,
      sent: true,
      fixed: 'alwaysSent',
    });
  });

  it('send no text without the opt-in and no push without a device, keeping the choice for later', () => {
    const choices = messageChoices({ technicianVisit: { text: true } }, { texts: false, push: false });
    const visit = choices.find((k) => k.kind === 'technicianVisit');
    expect(visit?.channels).toEqual([
      { channel: 'email', chosen: true, sent: true },
      { channel: 'text', chosen: true, sent: false, fixed: 'textsOff' },
      { channel: 'push', chosen: true, sent: false, fixed: 'noDevice' },
    ]);
  });

  it('refuse unknown kinds and channels, channels a kind does not use, and turning off an always-sent one', () => {
    const refused = applyMessageChoices({}, [
      { kind: 'newsletter', channel: 'email', on: false },
      { kind: 'receipts', channel: 'fax', on: false },
      { kind: 'receipts', channel: 'text', on: true },
      { kind: 'paymentFailed', channel: 'email', on: false },
      { kind: 'receipts', channel: 'email', on: false },
      { kind: 'receipts', channel: 'email', on: true },
    ]);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems.map((problem) => problem.field)).toEqual([
      'choices[0].kind',
      'choices[1].channel',
      'choices[2].channel',
      'choices[3].on',
      'choices[5]',
    ]);
    expect(refused.problems[0]?.message).toMatch(/“newsletter” is not a kind of message/);
    expect(refused.problems[3]?.message).toMatch(/cannot be turned off/);
    expect(applyMessageChoices({}, []).ok).toBe(false);
  });

  it('keep what was stored before when changing another channel', () => {
    const changed = applyMessageChoices({ receipts: { email: false } }, [
      { kind: 'paymentFailed', channel: 'email', on: true },
      { kind: 'claimUpdates', channel: 'push', on: false },
    ]);
    expect(changed).toEqual({ ok: true, value: { receipts: { email: false }, claimUpdates: { push: false } } });
  });

  it('give every text and every homeowner notice a kind', () => {
    for (const text of SMS_TEXT_KINDS) expect(MESSAGE_KIND_OF_TEXT[text]).toBeDefined();
    for (const notice of HOMEOWNER_NOTICE_KINDS) expect(MESSAGE_KIND_OF_NOTICE[notice]).toBeDefined();
  });
});
