import { AgreementResponse } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { checkedResponse, ResponseShapeError } from './checked-response.ts';

describe('answers checked against the API schemas', () => {
  it('passes an answer of the declared shape through unchanged', () => {
    const answer = { serviceAgreementDate: null, text: 'The agreement.', version: '2026-1' };
    expect(checkedResponse(AgreementResponse, answer, 'GET /api/contractor/agreement')).toBe(answer);
  });

  it('names the call and the field when the answer drifted from the schema', () => {
    const drifted = { serviceAgreementDate: 20261123, text: 'The agreement.', version: '2026-1' };
    expect(() => checkedResponse(AgreementResponse, drifted, 'GET /api/contractor/agreement')).toThrow(
      ResponseShapeError,
    );
    expect(() => checkedResponse(AgreementResponse, drifted, 'GET /api/contractor/agreement')).toThrow(
      /GET \/api\/contractor\/agreement.*serviceAgreementDate/,
    );
  });
});
