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
    const production = {
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
      JWT_SECRET: 'x'.repeat(40),
    };
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
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MAIL_OUTBOX: '1',
        ALLOW_SANDBOX_PAYMENTS: '1',
        HW_FAULT: 'after-charge-approved',
      }),
    ).toThrow(/HW_FAULT is for tests and cannot be set in production/);
  });
});

describe('PAYMENT_GATEWAY', () => {
  const authorizeNet = {
    PAYMENT_GATEWAY: 'authorizenet',
    AUTHNET_API_LOGIN_ID: 'login',
    AUTHNET_TRANSACTION_KEY: 'key',
    AUTHNET_SIGNATURE_KEY: 'ABCDEF',
  };

  it('is the local sandbox by default', () => {
    expect(loadConfig({}).paymentGateway).toEqual({ kind: 'sandbox' });
  });

  it('picks Authorize.Net’s own endpoints by AUTHNET_ENVIRONMENT, unless overridden', () => {
    expect(loadConfig(authorizeNet).paymentGateway).toMatchObject({
      kind: 'authorizenet',
      environment: 'sandbox',
      apiUrl: 'https://apitest.authorize.net/xml/v1/request.api',
      hostedUrl: 'https://test.authorize.net',
    });
    expect(loadConfig({ ...authorizeNet, AUTHNET_ENVIRONMENT: 'production' }).paymentGateway).toMatchObject({
      apiUrl: 'https://api.authorize.net/xml/v1/request.api',
      hostedUrl: 'https://accept.authorize.net',
    });
    expect(
      loadConfig({
        ...authorizeNet,
        AUTHNET_API_URL: 'http://127.0.0.1:9999/xml/v1/request.api',
        AUTHNET_HOSTED_URL: 'http://127.0.0.1:9999',
      }).paymentGateway,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9999/xml/v1/request.api', hostedUrl: 'http://127.0.0.1:9999' });
  });

  it('lists every missing Authorize.Net setting at once', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'authorizenet', AUTHNET_ENVIRONMENT: 'live' })).toThrow(
      /AUTHNET_API_LOGIN_ID must be set[\s\S]*AUTHNET_TRANSACTION_KEY must be set[\s\S]*AUTHNET_SIGNATURE_KEY must be set[\s\S]*AUTHNET_ENVIRONMENT must be sandbox or production/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY must be sandbox or authorizenet/);
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=1 says so on purpose', () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX: '1' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY=sandbox[\s\S]*ALLOW_SANDBOX_PAYMENTS=1/);
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: '1' }).paymentGateway).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ ...production, ...authorizeNet }).paymentGateway.kind).toBe('authorizenet');
  });
});
