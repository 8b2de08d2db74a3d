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

describe('PUSH_ALLOW_ANY_ENDPOINT', () => {
  it('is off by default, on with 1, and refused in production', () => {
    expect(loadConfig({}).pushAllowAnyEndpoint).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_ANY_ENDPOINT: '1' }).pushAllowAnyEndpoint).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_ANY_ENDPOINT: 'yes' })).toThrow(/PUSH_ALLOW_ANY_ENDPOINT must be 1 or 0/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MAIL_OUTBOX: '1',
        ALLOW_SANDBOX_PAYMENTS: '1',
        PUSH_ALLOW_ANY_ENDPOINT: '1',
      }),
    ).toThrow(/PUSH_ALLOW_ANY_ENDPOINT is for tests and cannot be set in production/);
  });
});

describe('UPLOAD_MIN_FREE_BYTES', () => {
  it('is 1 GiB by default and takes a number of bytes, 0 included', () => {
    expect(loadConfig({}).uploadMinFreeBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MIN_FREE_BYTES: '0' }).uploadMinFreeBytes).toBe(0);
    expect(loadConfig({ UPLOAD_MIN_FREE_BYTES: '5000000000' }).uploadMinFreeBytes).toBe(5_000_000_000);
    for (const bad of ['', '-1', '1GB', '1e9']) {
      expect(() => loadConfig({ UPLOAD_MIN_FREE_BYTES: bad }), bad).toThrow(
        /UPLOAD_MIN_FREE_BYTES must be a number of bytes/,
      );
    }
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

describe('SMS_PROVIDER', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
    TWILIO_AUTH_TOKEN: 'token-0123456789',
    TWILIO_FROM: '+15125550100',
  };

  it('keeps texts in the outbox by default', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(loadConfig({ SMS_PROVIDER: 'outbox' }).sms).toEqual({ provider: 'outbox' });
  });

  it('calls Twilio’s own API unless TWILIO_API_URL names a stand-in', () => {
    expect(loadConfig(twilio).sms).toEqual({
      provider: 'twilio',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: twilio.TWILIO_FROM,
      apiUrl: 'https://api.twilio.com',
    });
    expect(loadConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:9999/' }).sms).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999',
    });
  });

  it('lists every missing or bad Twilio setting at once, in production too', () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX: '1', ALLOW_SANDBOX_PAYMENTS: '1' };
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER=twilio in production[\s\S]*TWILIO_AUTH_TOKEN must be set[\s\S]*TWILIO_FROM must be set/,
    );
    expect(loadConfig({ ...production, ...twilio }).sms.provider).toBe('twilio');
    expect(loadConfig(production).sms.provider).toBe('outbox');
    expect(() =>
      loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM: '512-555-0100', TWILIO_API_URL: 'ftp://x' }),
    ).toThrow(/TWILIO_ACCOUNT_SID must be AC[\s\S]*TWILIO_FROM must be a phone number[\s\S]*TWILIO_API_URL must be/);
    expect(() => loadConfig({ SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER must be twilio or outbox/);
  });
});
