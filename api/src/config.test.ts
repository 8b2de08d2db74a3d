import { describe, expect, it } from 'vitest';
import { loadConfig, parsePublicOrigin } from './config.ts';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the local address the server listens on', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '4000', HOST: '0.0.0.0' }).publicOrigin).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:3000');
  });

  it('takes an http(s) origin, dropping a final slash', () => {
    const problems: string[] = [];
    expect(parsePublicOrigin('https://www.example.com/', 'x', problems)).toBe('https://www.example.com');
    expect(parsePublicOrigin('HTTP://Example.com:8080', 'x', problems)).toBe('http://example.com:8080');
    expect(problems).toEqual([]);
  });

  it('refuses a path, a query, credentials or another scheme, naming the setting', () => {
    for (const value of [
      'https://example.com/site',
      'https://example.com?a=1',
      'https://u:p@example.com',
      'ftp://x',
      'x',
    ]) {
      const problems: string[] = [];
      parsePublicOrigin(value, 'x', problems);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PUBLIC_ORIGIN must be/);
    }
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'example.com' })).toThrow(/PUBLIC_ORIGIN must be/);
  });
});

describe('WARRANTY_LINK_ORIGIN', () => {
  it("frames the partner's production site in production only, unless configured", () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX: '1', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({}).warrantyLinkOrigin).toBe('http://localhost:4400');
    expect(loadConfig(production).warrantyLinkOrigin).toBe('https://warrantylink.example.com');
    expect(loadConfig({ WARRANTY_LINK_ORIGIN: 'https://staging.partner.example.org/' }).warrantyLinkOrigin).toBe(
      'https://staging.partner.example.org',
    );
    expect(() => loadConfig({ WARRANTY_LINK_ORIGIN: 'partner.example.org' })).toThrow(/WARRANTY_LINK_ORIGIN must be/);
  });
});

describe('HW_FAULT', () => {
  it('is off by default and takes the faults tests use', () => {
    expect(loadConfig({}).fault).toBeUndefined();
    expect(loadConfig({ HW_FAULT: 'after-charge-approved' }).fault).toBe('after-charge-approved');
    expect(() => loadConfig({ HW_FAULT: 'sometimes' })).toThrow(/HW_FAULT must be one of after-charge-approved/);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: '1', HW_FAULT: 'after-charge-approved' })).toThrow(
      /HW_FAULT is for tests and cannot be set in production/,
    );
  });
});
