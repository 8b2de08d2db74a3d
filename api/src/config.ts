/** The environment, parsed once at boot. Every problem is listed in one error. */
import { resolve } from 'node:path';
import { type Brand, defaultBrand, WARRANTY_LINK_LOCAL_ORIGIN, WARRANTY_LINK_ORIGIN } from '@hw/shared';

/** Where uploaded files are kept when they live in S3 (storage/s3-storage.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For storage other than AWS (MinIO, a local S3 server); unset for AWS. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  seedDemo: boolean;
  production: boolean;
  /** One fixed signing key; when unset, the keys live in the database (plugins/signing-keys.ts). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX=1: every mail is also kept in the outbox table, where staff read it, when it goes through SMTP. */
  mailOutbox: boolean;
  /**
   * The site's public origin (`https://www.example.com`, no path): every absolute address the server writes
   * (canonical links, the sitemap, robots.txt, links in mail) names it, never the request's Host.
   */
  publicOrigin: string;
  /** The partner site the warranty-link page frames (and the only outside origin allowed in frames). */
  warrantyLinkOrigin: string;
  webDist: string;
  brand: Brand;
  /**
   * Which proxies may name the client in `X-Forwarded-For`: none (the default: the socket's address is
   * the client), a hop count, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Object storage for uploaded files; unset keeps them in `dataDir`. */
  s3: S3Settings | undefined;
  /** `JOBS`: the server runs the clock's jobs on their schedules (api/src/jobs); on unless `JOBS=off`. */
  jobs: boolean;
  /**
   * `HW_FAULT` (tests only; refused in production): `after-charge-approved` kills the process right after the
   * gateway approves a charge, before what it pays for is committed (api/src/payments/intents.ts).
   */
  fault: Fault | undefined;
  /** `METRICS_TOKEN`: Prometheus metrics at GET /metrics for requests bearing it; unset, there are none (404). */
  metricsToken: string | undefined;
  /**
   * `OTEL_EXPORTER_OTLP_ENDPOINT` (and `OTEL_SERVICE_NAME`): OpenTelemetry traces exported by OTLP over HTTP to
   * `{endpoint}/v1/traces`; unset, nothing is traced (api/src/telemetry).
   */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** The card gateway (`PAYMENT_GATEWAY`, `AUTHNET_*`). */
  paymentGateway: PaymentGatewaySettings;
  /** Texts to homeowners (`SMS_PROVIDER`, `TWILIO_*`): Twilio's Messages API, or the outbox table (api/src/sms). */
  sms: SmsSettings;
  /**
   * `UPLOAD_MIN_FREE_BYTES` (default 1 GiB): while files are kept on disk, uploads are refused while the disk of
   * `dataDir` has less free space than this, so that the database and logs beside them keep room; 0: never.
   */
  uploadMinFreeBytes: number;
  /**
   * `PUSH_ALLOW_ANY_ENDPOINT=1` (tests only; refused in production): push subscriptions may name any http(s)
   * address, such as a test's own push service, not only the browsers' push services.
   */
  pushAllowAnyEndpoint: boolean;
}

export const DEFAULT_UPLOAD_MIN_FREE_BYTES = 1024 * 1024 * 1024;

/**
 * `SMS_PROVIDER`: `outbox` (the default: texts kept in the `sms_outbox` table) or `twilio`, with its `TWILIO_*`
 * settings (api/src/sms/twilio-sender.ts).
 */
export type SmsSettings =
  | { provider: 'outbox' }
  | {
      provider: 'twilio';
      /** `AC` and 32 hex digits; with the auth token, the Basic credentials of every call. */
      accountSid: string;
      /** Also the key of the HMAC-SHA1 that signs Twilio's webhooks (X-Twilio-Signature). */
      authToken: string;
      /** Our Twilio number, E.164 (+15125550100). */
      from: string;
      /** `https://api.twilio.com`, or a local stand-in in tests; no final slash. */
      apiUrl: string;
    };

export const TWILIO_API_URL = 'https://api.twilio.com';

/** `SMS_PROVIDER` and its settings: Twilio needs its account SID, auth token and number. */
export function parseSms(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): SmsSettings {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'twilio') {
    problems.push('SMS_PROVIDER must be twilio or outbox (unset keeps texts in the outbox table)');
    return { provider: 'outbox' };
  }
  if (provider === 'outbox') return { provider };
  const where = production ? ' in production' : '';
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) {
    if (!env[name]) problems.push(`${name} must be set when SMS_PROVIDER=twilio${where}`);
  }
  const accountSid = env.TWILIO_ACCOUNT_SID ?? '';
  if (accountSid && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) {
    problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits');
  }
  const from = env.TWILIO_FROM ?? '';
  if (from && !/^\+[1-9]\d{7,14}$/.test(from)) {
    problems.push('TWILIO_FROM must be a phone number in E.164 form, e.g. +15125550100');
  }
  const apiUrl = (env.TWILIO_API_URL || TWILIO_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(apiUrl)) {
    problems.push('TWILIO_API_URL must be an http:// or https:// origin, e.g. https://api.twilio.com');
  }
  return { provider, accountSid, authToken: env.TWILIO_AUTH_TOKEN ?? '', from, apiUrl };
}

/**
 * `PAYMENT_GATEWAY`: `sandbox` (the default; the local sandbox in this database) or `authorizenet`, with its
 * `AUTHNET_*` settings (api/src/payments/plugin.ts).
 */
export type PaymentGatewaySettings =
  | { kind: 'sandbox' }
  | {
      kind: 'authorizenet';
      apiLoginId: string;
      transactionKey: string;
      /** Verifies webhooks (X-ANET-Signature). */
      signatureKey: string;
      environment: 'sandbox' | 'production';
      apiUrl: string;
      /** The hosted card form's origin. */
      hostedUrl: string;
    };

const AUTHNET_ENDPOINTS = {
  sandbox: { apiUrl: 'https://apitest.authorize.net/xml/v1/request.api', hostedUrl: 'https://test.authorize.net' },
  production: { apiUrl: 'https://api.authorize.net/xml/v1/request.api', hostedUrl: 'https://accept.authorize.net' },
} as const;

/** `PAYMENT_GATEWAY` and its settings; in production the sandbox only with `ALLOW_SANDBOX_PAYMENTS=1`. */
export function parsePaymentGateway(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): PaymentGatewaySettings {
  const kind = env.PAYMENT_GATEWAY || 'sandbox';
  if (kind !== 'sandbox' && kind !== 'authorizenet') {
    problems.push('PAYMENT_GATEWAY must be sandbox or authorizenet');
    return { kind: 'sandbox' };
  }
  if (kind === 'sandbox') {
    if (production && env.ALLOW_SANDBOX_PAYMENTS !== '1') {
      problems.push(
        'PAYMENT_GATEWAY=sandbox takes no real money and is refused in production: set PAYMENT_GATEWAY=authorizenet ' +
          '(with its AUTHNET_* settings), or ALLOW_SANDBOX_PAYMENTS=1 to run the sandbox on purpose',
      );
    }
    return { kind };
  }
  for (const name of ['AUTHNET_API_LOGIN_ID', 'AUTHNET_TRANSACTION_KEY', 'AUTHNET_SIGNATURE_KEY']) {
    if (!env[name]) problems.push(`${name} must be set when PAYMENT_GATEWAY=authorizenet`);
  }
  const environment = env.AUTHNET_ENVIRONMENT || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    problems.push('AUTHNET_ENVIRONMENT must be sandbox or production');
  }
  const endpoints = AUTHNET_ENDPOINTS[environment === 'production' ? 'production' : 'sandbox'];
  const apiUrl = env.AUTHNET_API_URL || endpoints.apiUrl;
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) problems.push('AUTHNET_API_URL must be an http:// or https:// URL');
  const hostedUrl = parsePublicOrigin(env.AUTHNET_HOSTED_URL, endpoints.hostedUrl, problems, 'AUTHNET_HOSTED_URL');
  return {
    kind,
    apiLoginId: env.AUTHNET_API_LOGIN_ID ?? '',
    transactionKey: env.AUTHNET_TRANSACTION_KEY ?? '',
    signatureKey: env.AUTHNET_SIGNATURE_KEY ?? '',
    environment: environment === 'production' ? 'production' : 'sandbox',
    apiUrl,
    hostedUrl,
  };
}

export const FAULTS = ['after-charge-approved'] as const;
export type Fault = (typeof FAULTS)[number];

const S3_NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

/** `S3_*`: all unset for files on disk; S3_BUCKET (and what the storage needs) for object storage. */
export function parseS3(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | undefined {
  const given = S3_NAMES.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) {
    problems.push(`S3_BUCKET must be set when other S3 settings are (${given.join(', ')})`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  }
  const keyId = env.S3_ACCESS_KEY_ID ?? '';
  const secret = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!keyId !== !secret) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? (endpoint ? '1' : '0');
  if (!['0', '1', 'true', 'false'].includes(pathStyle)) problems.push('S3_FORCE_PATH_STYLE must be 1 or 0');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

/** `TRUST_PROXY`: unset or empty for none, a whole number of hops, or comma-separated addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined, problems: string[]): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
    problems.push(
      'TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed)',
    );
    return false;
  }
  return addresses;
}

/** Where a local run is reached: the listening address, or 127.0.0.1 when it listens on every interface. */
export function defaultPublicOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** `PUBLIC_ORIGIN`: an http:// or https:// origin, nothing after the host and port (a final / is dropped). */
export function parsePublicOrigin(
  value: string | undefined,
  fallback: string,
  problems: string[],
  name = 'PUBLIC_ORIGIN',
): string {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (
    !url ||
    !bare ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !/^https?:\/\/[^/?#]+\/?$/i.test(text)
  ) {
    problems.push(`${name} must be an http:// or https:// origin with no path, e.g. https://www.example.com`);
    return fallback;
  }
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL ?? `file:${resolve(root, 'data/app.db')}`;
  if (!/^(postgres(ql)?:\/\/|file:)/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// URL or a file: path for SQLite');
  }
  const seed = env.SEED_DEMO ?? '1';
  if (!['0', '1', 'true', 'false'].includes(seed)) problems.push('SEED_DEMO must be 1 or 0');
  const production = env.NODE_ENV === 'production';
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const jobs = env.JOBS ?? 'on';
  if (!['on', 'off'].includes(jobs)) problems.push('JOBS must be on or off');
  const s3 = parseS3(env, problems);
  const fault = env.HW_FAULT || undefined;
  if (fault !== undefined && !(FAULTS as readonly string[]).includes(fault)) {
    problems.push(`HW_FAULT must be one of ${FAULTS.join(', ')}`);
  }
  if (fault !== undefined && production) problems.push('HW_FAULT is for tests and cannot be set in production');
  // Mail carries sign-in links: in production it leaves through SMTP unless the outbox is asked for.
  const uploadMinFreeBytes = Number(env.UPLOAD_MIN_FREE_BYTES ?? DEFAULT_UPLOAD_MIN_FREE_BYTES);
  if (env.UPLOAD_MIN_FREE_BYTES !== undefined && !/^\d{1,16}$/.test(env.UPLOAD_MIN_FREE_BYTES)) {
    problems.push('UPLOAD_MIN_FREE_BYTES must be a number of bytes, e.g. 1073741824 for 1 GiB');
  }
  const pushAllowAnyEndpoint = env.PUSH_ALLOW_ANY_ENDPOINT ?? '0';
  if (!['0', '1'].includes(pushAllowAnyEndpoint)) problems.push('PUSH_ALLOW_ANY_ENDPOINT must be 1 or 0');
  if (pushAllowAnyEndpoint === '1' && production) {
    problems.push('PUSH_ALLOW_ANY_ENDPOINT is for tests and cannot be set in production');
  }
  if (production && !env.SMTP_URL && env.MAIL_OUTBOX !== '1') {
    problems.push('SMTP_URL must be set in production (or MAIL_OUTBOX=1 to keep mail in the outbox table)');
  }
  const paymentGateway = parsePaymentGateway(env, production, problems);
  const sms = parseSms(env, production, problems);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN, defaultPublicOrigin(host, port), problems);
  const warrantyLinkOrigin = parsePublicOrigin(
    env.WARRANTY_LINK_ORIGIN,
    production ? WARRANTY_LINK_ORIGIN : WARRANTY_LINK_LOCAL_ORIGIN,
    problems,
    'WARRANTY_LINK_ORIGIN',
  );
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters');
  const otlpEndpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
  if (otlpEndpoint !== undefined && !/^https?:\/\/[^/]/.test(otlpEndpoint))
    problems.push('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address');
  if (problems.length > 0) throw new Error(`Invalid environment:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host,
    databaseUrl,
    dataDir: resolve(root, env.DATA_DIR ?? 'data/files'),
    seedDemo: seed === '1' || seed === 'true',
    production,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutbox: env.MAIL_OUTBOX === '1',
    publicOrigin,
    warrantyLinkOrigin,
    webDist: resolve(root, env.WEB_DIST ?? 'web/dist'),
    trustProxy,
    s3,
    jobs: jobs === 'on',
    fault: fault !== undefined && !production ? (fault as Fault) : undefined,
    metricsToken,
    paymentGateway,
    sms,
    uploadMinFreeBytes,
    pushAllowAnyEndpoint: pushAllowAnyEndpoint === '1' && !production,
    tracing: otlpEndpoint
      ? { endpoint: otlpEndpoint, serviceName: env.OTEL_SERVICE_NAME || 'home-warranty-api' }
      : undefined,
    brand: {
      ...defaultBrand,
      ...(env.BRAND_NAME ? { name: env.BRAND_NAME } : {}),
      ...(env.BRAND_PHONE ? { phone: env.BRAND_PHONE } : {}),
      ...(env.BRAND_FINANCE_EMAIL ? { financeEmail: env.BRAND_FINANCE_EMAIL } : {}),
    },
  };
}
