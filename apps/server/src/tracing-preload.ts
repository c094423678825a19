/**
 * Loaded with `node --import ./dist/tracing.js` before the server (scripts/start.mjs does): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set it starts OpenTelemetry before `http` and `pg` are loaded, which
 * the instrumentations need; without, it does nothing and imports nothing.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./lib/observability/tracing.ts');
  await startTracing(process.env.RELEASE ?? `rikuun@${process.env.npm_package_version ?? 'dev'}`);
}

export {};
