import { describe, expect, it } from 'vitest';
import { contractorApplicationBody, contractorApplicationMailto } from './contractor-application.ts';

describe('the contractor application e-mail', () => {
  it('asks every question of the questionnaire, the liability requirement included', () => {
    const body = contractorApplicationBody();
    expect(body).toContain('Company name: ');
    expect(body).toContain('Trades serviced: ');
    expect(body).toContain('Do you carry a $1,000,000 liability policy?');
    expect(body.split('\n')).toHaveLength(18);
  });

  it('is a mailto link to the applications address with subject and body encoded', () => {
    const link = contractorApplicationMailto('contractors@example.com');
    const [address, query = ''] = link.split('?');
    expect(address).toBe('mailto:contractors@example.com');
    const params = Object.fromEntries(
      query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
    );
    expect(params.subject).toBe('Application for Contracting');
    expect(params.body).toBe(contractorApplicationBody());
  });
});
