import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers.ts';
import { startReceiver } from './support/http-receiver.ts';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT, the server (started as `npm start` does, with the tracing preload)
 * sends OTLP traces: HTTP requests with their request id, and PostgreSQL queries when it runs on
 * PostgreSQL (the run with TEST_DATABASE_URL). A receiver on loopback stands in for the collector.
 */
type Span = { name: string; attributes: { key: string; value: { stringValue?: string } }[] };

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: ChildProcess;
let baseUrl: string;
let onPostgres = false;
let dropDatabase: () => Promise<void> = async () => {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-otlp-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function spansReceived(): Span[] {
  return receiver.received
    .filter((r) => r.url === '/v1/traces')
    .flatMap((r) => {
      const body = JSON.parse(r.body.toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
      };
      return body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans));
    });
}
const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

beforeAll(async () => {
  receiver = await startReceiver();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // On PostgreSQL a database of the run's template (migrated); on PGlite the server migrates its own.
  const { url, drop, database } = await createTestDatabase();
  if (url) {
    onPostgres = true;
    await database.close();
    dropDatabase = drop;
  } else {
    await drop();
  }
  server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './src/tracing-preload.ts', 'src/main.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    // Every body is read to its end: an answer left unread keeps a stream that the worker's exit can
    // meet half-way (a fatal V8 error in undici's stream pull).
    const ok = await fetch(`${baseUrl}/v1/healthcheck`).then(
      async (r) => {
        await r.arrayBuffer();
        return r.ok;
      },
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await receiver?.close();
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('OpenTelemetry traces over OTLP', () => {
  it('traces an HTTP request with its request id', async () => {
    const res = await fetch(`${baseUrl}/v1/healthcheck`, {
      headers: { 'x-request-id': 'otlp-complaint-0001' },
    });
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toBe('otlp-complaint-0001');
    await expect
      .poll(() => spansReceived().some((s) => attribute(s, 'rikuun.request_id') === 'otlp-complaint-0001'), {
        timeout: 15_000,
      })
      .toBe(true);
    const span = spansReceived().find((s) => attribute(s, 'rikuun.request_id') === 'otlp-complaint-0001');
    expect(attribute(span as Span, 'url.path')).toBe('/v1/healthcheck');
  });

  it('traces PostgreSQL queries when the server runs on PostgreSQL', async () => {
    if (!onPostgres) {
      // PGlite runs in the process and has no driver to instrument: no query spans, and none claimed.
      expect(spansReceived().some((s) => s.name.startsWith('pg.query'))).toBe(false);
      return;
    }
    await (await fetch(`${baseUrl}/v1/healthcheck`)).arrayBuffer();
    await expect
      .poll(() => spansReceived().some((s) => s.name.startsWith('pg.query')), { timeout: 15_000 })
      .toBe(true);
  });
});
