/** Tracing and the spans around services. What other folders use comes from here. */
export { withServiceSpans } from './service-spans.ts';
export { startTracing, type Tracing } from './tracing.ts';
