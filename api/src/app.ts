/**
 * Builds the Fastify application. Load order is the architecture: external plugins, then our
 * cross-cutting plugins and services (the mailer included), then feature routes under /api, then the static site.
 */

import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Tracer } from '@opentelemetry/api';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { authRoutes } from './auth/index.ts';
import { clientLogRoutes } from './client-log/index.ts';
import type { Config } from './config.ts';
import { contentRoutes, legacyArticlePath } from './content/index.ts';
import { contractorRoutes } from './contractor/index.ts';
import { contractorRelationsRoutes } from './contractor-relations/index.ts';
import { dataRightsRoutes } from './data-rights/index.ts';
import type { Database } from './db/index.ts';
import { dispatchRoutes } from './dispatch/index.ts';
import { escrowInvoiceRoutes } from './escrow-invoices/index.ts';
import { featureRoutes } from './feature-flags/index.ts';
import { globalNoticeRoutes } from './global-notices/index.ts';
import { healthRoutes } from './health/index.ts';
import { jobRoutes, jobSchedulesPlugin } from './jobs/index.ts';
import { leadRoutes } from './leads/index.ts';
import { livePlugin, liveRoutes } from './live/index.ts';
import { mailPlugin, mailRoutes } from './mail/index.ts';
import { catalogPlugin, offerRoutes, sampleContractRoutes } from './offers/index.ts';
import { orderRoutes } from './orders/index.ts';
import { partnerRoutes } from './partners/index.ts';
import { paymentGatewayPlugin, paymentRoutes, webhookRoutes } from './payments/index.ts';
import {
  afterResponsePlugin,
  authPlugin,
  badRequest,
  docsPlugin,
  errorBody,
  errorsPlugin,
  hostileInputPlugin,
  httpError,
  idempotencyPlugin,
  jsonCompressionPlugin,
  LOG_SAFETY,
  metricsPlugin,
  REQUEST_ID_HEADER,
  rateLimitPlugin,
  requestChildLogger,
  securityPlugin,
  staticSitePlugin,
  validatorCompiler,
} from './plugins/index.ts';
import type { PushSender } from './push/index.ts';
import { pushPlugin, pushRoutes } from './push/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { serviceRequestRoutes } from './service-requests/index.ts';
import { type SmsOptions, smsPlugin, smsRoutes } from './sms/index.ts';
import { staffRoutes } from './staff/index.ts';
import { createFileStorage, type FileStorage } from './storage/index.ts';
import { batchContextPlugin, syncRoutes } from './sync/index.ts';
import type { Tracing } from './telemetry/index.ts';
import { createUploadStore, type UploadStore, uploadLimitsPlugin, uploadRoutes } from './uploads/index.ts';
import { workOrderRoutes } from './work-orders/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** Where uploaded files live: disk or S3 (api/src/storage). */
    fileStorage: FileStorage;
    /** Set when tracing is on (api/src/telemetry): services wrap their outside calls in spans with it. */
    tracer: Tracer | undefined;
    /** Resumable uploads in progress (tus), kept where the files are (api/src/uploads). */
    uploads: UploadStore;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count trusts that many proxies nearest to the server; an address list trusts only those. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the one the balancer sent when it is well formed, otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The longest path parameter the router takes: an e-mail address (RFC 5321), the longest any route names. */
export const MAX_PATH_PARAMETER_LENGTH = 254;

/**
 * A request Node's HTTP parser refuses before Fastify sees it: headers over the size limit (431), a timeout
 * (408), or bytes that are not HTTP (400). Answered in the error body of every other refusal, with a request
 * id, and the connection closed.
 */
function refuseMalformedRequest(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, failure] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, httpError(431, 'tooLarge', 'The request headers are too large.')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, httpError(408, 'validation', 'The request took too long to arrive.')]
        : [400, badRequest('The request is not valid HTTP.')];
  const body = JSON.stringify(errorBody(failure.errors));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface BuildOptions {
  logger?: boolean;
  /** With logger: where lines go (tests read them) and from which level. */
  logStream?: { write(line: string): void };
  logLevel?: string;
  /** Told of every route as it is registered (tests list the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Another file storage than the one the config names. */
  fileStorage?: FileStorage;
  /** Run the clock's jobs on their schedules while the app is up (server.ts: the JOBS setting). */
  jobs?: boolean;
  /** Traces (api/src/telemetry/tracing.ts), when the config asks for them. */
  tracing?: Tracing;
  /** Another push delivery than web-push (tests). */
  pushSender?: PushSender;
  /** Texts (api/src/sms): a shorter timeout for calls to Twilio (tests). */
  sms?: SmsOptions;
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}) {
  // Per-request lines are logged at info; the server runs at warn unless LOG_LEVEL says otherwise.
  const app = Fastify({
    logger: opts.logger
      ? {
          level: opts.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
          ...(opts.logStream ? { stream: opts.logStream } : {}),
          ...LOG_SAFETY,
        }
      : false,
    ...(opts.logger ? { childLoggerFactory: requestChildLogger } : {}),
    bodyLimit: BODY_LIMIT_BYTES,
    // Start-up waits on the database (migrations, the shared signing keys), which on a busy machine or
    // behind another process starting at the same moment can take longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
    trustProxy: trustedProxies(config.trustProxy),
    // Every log line of a request carries its id, and every answer names it in X-Request-Id, so support
    // finds the request from what a customer saw. A balancer's own id is kept when it looks like one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The longest path parameter any field takes (an e-mail address); a field's own schema may take less.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // The router's own refusals (a malformed escape, a path parameter over the length limit) answer in
    // the error body of every other refusal, with the request's id.
    frameworkErrors: (error, request, reply) => {
      const failure =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? httpError(414, 'tooLarge', 'The address is too long.')
          : badRequest('The address is not valid.');
      (reply as unknown as FastifyReply)
        .status(failure.statusCode)
        .header(REQUEST_ID_HEADER, request.id)
        .send(errorBody(failure.errors));
    },
    clientErrorHandler: refuseMalformedRequest,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // First, so that every hook and route registered after it is traced.
  if (opts.tracing) await app.register(opts.tracing.fastifyPlugin);
  app.decorate('tracer', opts.tracing?.tracer);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('fileStorage', opts.fileStorage ?? createFileStorage(config));
  app.decorate('uploads', createUploadStore(config, database));

  await app.register(errorsPlugin);
  await app.register(batchContextPlugin);
  await app.register(securityPlugin, {
    production: config.production,
    warrantyLinkOrigin: config.warrantyLinkOrigin,
    cardFormOrigin: config.paymentGateway.kind === 'authorizenet' ? config.paymentGateway.hostedUrl : undefined,
  });
  await app.register(hostileInputPlugin);
  await app.register(afterResponsePlugin);
  await app.register(docsPlugin, { brandName: config.brand.name });
  await app.register(authPlugin, { config });
  await app.register(idempotencyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(metricsPlugin);
  await app.register(uploadLimitsPlugin);
  await app.register(mailPlugin);
  await app.register(paymentGatewayPlugin);
  await app.register(pushPlugin, { sender: opts.pushSender });
  await app.register(smsPlugin, opts.sms ?? {});
  await app.register(catalogPlugin);
  await app.register(livePlugin);
  if (opts.jobs) await app.register(jobSchedulesPlugin);

  await app.register(
    async (api) => {
      await api.register(jsonCompressionPlugin);
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(pushRoutes);
      await api.register(smsRoutes);
      await api.register(dispatchRoutes);
      await api.register(contractorRoutes);
      await api.register(mailRoutes);
      await api.register(offerRoutes);
      await api.register(sampleContractRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(webhookRoutes);
      await api.register(partnerRoutes);
      await api.register(leadRoutes);
      await api.register(contentRoutes);
      await api.register(serviceRequestRoutes);
      await api.register(workOrderRoutes);
      await api.register(escrowInvoiceRoutes);
      await api.register(featureRoutes);
      await api.register(globalNoticeRoutes);
      await api.register(clientLogRoutes);
      await api.register(staffRoutes);
      await api.register(jobRoutes);
      await api.register(contractorRelationsRoutes);
      await api.register(syncRoutes);
      await api.register(dataRightsRoutes);
      await api.register(liveRoutes);
      await api.register(uploadRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticSitePlugin, {
    webDist: config.webDist,
    production: config.production,
    publicOrigin: config.publicOrigin,
    warrantyLinkOrigin: config.warrantyLinkOrigin,
    legacyRedirect: (path) => legacyArticlePath(database.db, database.t, path),
  });
  return app as unknown as FastifyInstance;
}
