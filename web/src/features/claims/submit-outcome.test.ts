import { messages } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { submitFailure } from './submit-outcome.ts';

const refusal = (status: number, errors: { message: string; code?: string; field?: string }[]) =>
  ApiError.fromStatus(status, { hasErrors: true, errors });

describe('what the dialog says when filing fails', () => {
  it("joins the server's error messages", () => {
    const error = refusal(400, [
      { message: 'Phone number is required.', field: 'contactPreferences.phone', code: 'validation' },
      { message: 'Please answer this question.', field: 'questionsAndAnswers', code: 'validation' },
    ]);
    expect(submitFailure(error)).toEqual({
      kind: 'invalid',
      message: 'Phone number is required. Please answer this question.',
    });
  });

  it('says the catalogue’s words when the server gave none', () => {
    expect(submitFailure(ApiError.fromStatus(500, undefined))).toEqual({
      kind: 'failed',
      message: messages.serviceRequest.claimFailure,
    });
    expect(submitFailure(new Error('boom')).message).toBe(messages.serviceRequest.claimFailure);
  });

  it('asks to call when no answer came back', () => {
    expect(submitFailure(ApiError.network(), '555-0100')).toEqual({
      kind: 'lost',
      message: 'Oops, something went wrong! Please call us at 555-0100',
    });
  });

  it('tells a declined card, a changed fee and an item not covered apart by status and code', () => {
    expect(submitFailure(refusal(402, [{ message: 'The card was declined.', code: 'paymentDeclined' }]))).toEqual({
      kind: 'declined',
      message: 'The card was declined.',
    });
    expect(submitFailure(refusal(409, [{ message: 'The fee changed.', code: 'priceChanged' }])).kind).toBe(
      'feeChanged',
    );
    expect(submitFailure(refusal(422, [{ message: 'Not covered.', code: 'notCovered' }])).kind).toBe('notCovered');
    expect(submitFailure(refusal(502, [{ message: 'The gateway failed.', code: 'paymentGatewayError' }]))).toEqual({
      kind: 'failed',
      message: 'The gateway failed.',
    });
  });
});
