/**
 * OpenTelemetry traces, on only when an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_ENDPOINT`).
 * A span per request (@fastify/otel: named by method and route pattern, continuing an incoming `traceparent`),
 * a span per database query (./database-spans.ts) and per call to the card gateway and the mailer
 * (./service-spans.ts), batched and sent by OTLP over HTTP.
 * Off, none of this is loaded or wrapped: the request path pays nothing.
 */
import FastifyOtelInstrumentation from '@fastify/otel';
import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';
import { withoutSecretsInQuery } from '../plugins/index.ts';

export interface Tracing {
  tracer: Tracer;
  /** Registered first in the app, so every route and hook after it is covered. */
  fastifyPlugin: FastifyPluginCallback;
  /** Sends what is still buffered; then nothing more is traced. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  endpoint: string;
  serviceName: string;
  /** Where finished spans go instead of the OTLP exporter (tests read them). */
  spanProcessor?: SpanProcessor;
}

export function startTracing(options: TracingOptions): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [
      options.spanProcessor ??
        new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` })),
    ],
  });
  // The W3C trace-context propagator and the async context manager, so an incoming traceparent is continued
  // and a query's span finds its request's span.
  provider.register();
  const requests = new FastifyOtelInstrumentation({
    // One span per request, not one per hook and handler as well: the queries and outside calls inside it say
    // where the time went, and a span per hook would cost more than most of the hooks.
    instrumentHooks: false,
    instrumentHandler: false,
    requestHook(span, request) {
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      // The path as sent, but never a token or code a link carries in its query.
      span.setAttribute(ATTR_URL_PATH, withoutSecretsInQuery(request.url));
    },
  });
  requests.setTracerProvider(provider);
  return {
    tracer: provider.getTracer('home-warranty-api'),
    fastifyPlugin: requests.plugin(),
    shutdown: () => provider.shutdown(),
  };
}
