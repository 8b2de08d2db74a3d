import { SpanStatusCode, type Tracer } from '@opentelemetry/api';

/**
 * The same service with each of its methods' calls in a span named `{service} {method}` (e.g.
 * `card-gateway chargeProfile`), marked failed when the call throws. Arguments are never recorded: they carry
 * cards and addresses. Without a tracer, the service itself.
 */
export function withServiceSpans<T extends object>(service: T, name: string, tracer: Tracer | undefined): T {
  if (!tracer) return service;
  return new Proxy(service, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) =>
        tracer.startActiveSpan(`${name} ${property}`, async (span) => {
          try {
            return await value.apply(target, args);
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
            throw error;
          } finally {
            span.end();
          }
        });
    },
  });
}
