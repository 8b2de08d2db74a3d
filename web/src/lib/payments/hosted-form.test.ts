import { describe, expect, it } from 'vitest';
import { HOSTED_FORM_MAX_HEIGHT, HOSTED_FORM_MIN_HEIGHT, parseHostedFormMessage } from './hosted-form.ts';

describe('the messages of the hosted card form', () => {
  it('reads a save and a cancel', () => {
    expect(parseHostedFormMessage('action=successfulSave')).toEqual({ action: 'successfulSave' });
    expect(parseHostedFormMessage('action=cancel')).toEqual({ action: 'cancel' });
    // As the communicator page may hand over its hash.
    expect(parseHostedFormMessage('#action=cancel')).toEqual({ action: 'cancel' });
  });

  it('reads the height the form asks for, a width of 100% and all, within bounds', () => {
    expect(parseHostedFormMessage('action=resizeWindow&width=100%&height=420')).toEqual({
      action: 'resizeWindow',
      height: 420,
    });
    expect(parseHostedFormMessage('action=resizeWindow&width=300&height=512.4')).toEqual({
      action: 'resizeWindow',
      height: 512,
    });
    expect(parseHostedFormMessage('action=resizeWindow&height=99999')).toEqual({
      action: 'resizeWindow',
      height: HOSTED_FORM_MAX_HEIGHT,
    });
    expect(parseHostedFormMessage('action=resizeWindow&height=3')).toEqual({
      action: 'resizeWindow',
      height: HOSTED_FORM_MIN_HEIGHT,
    });
    expect(parseHostedFormMessage('action=resizeWindow&height=tall')).toEqual({ action: 'resizeWindow', height: null });
  });

  it('ignores a transaction response and anything else', () => {
    expect(parseHostedFormMessage('action=transactResponse&response={"x":1}')).toEqual({ action: 'ignored' });
    expect(parseHostedFormMessage('')).toEqual({ action: 'ignored' });
    expect(parseHostedFormMessage(undefined)).toEqual({ action: 'ignored' });
    expect(parseHostedFormMessage('action=successfulSaveX')).toEqual({ action: 'ignored' });
  });
});
