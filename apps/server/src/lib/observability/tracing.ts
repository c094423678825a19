import { register } from 'node:module';
import { REQUEST_ID } from './request-id.ts';

/**
 * OpenTelemetry traces of HTTP requests (with the request id) and PostgreSQL queries, sent over
 * OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads the standard OTEL_* variables).
 * Started by src/tracing-preload.ts before the server's modules load, so the official
 * instrumentations can wrap `http` and `pg`; every package is imported dynamically here, so nothing of
 * OpenTelemetry is loaded when the variable is not set.
 */
export async function startTracing(release: string) {
  // ESM imports of pg are wrapped only through this loader hook (import-in-the-middle).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [trace, exporter, instrumentation, http, pg, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new trace.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': 'rikuun', 'service.version': release }),
    spanProcessors: [new trace.BatchSpanProcessor(new exporter.OTLPTraceExporter())],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    instrumentations: [
      new http.HttpInstrumentation({
        // The request's id (request-id.ts, kept on the raw request): the span gets it, to find the log lines.
        applyCustomAttributesOnSpan(span, request) {
          const id = (request as { [REQUEST_ID]?: unknown })[REQUEST_ID];
          if (typeof id === 'string') span.setAttribute('rikuun.request_id', id);
        },
        // The trace collector's own requests are not traced.
        ignoreOutgoingRequestHook: () => true,
      }),
      new pg.PgInstrumentation(),
    ],
  });
  const flush = () => provider.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void flush());
  return provider;
}
