// `npm test`: installs what is missing, runs the static checks (type check, lint, migration drift; one
// test each), then every suite (unit, API on PGlite, API again on a real PostgreSQL, browser) and
// prints each suite's counts and time, and the total as its last line: "N passed, M failed".
import './node-version.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBrowser } from './browser.mjs';
import { lint, migrationDrift, typecheck } from './checks.mjs';
import { findPostgres } from './postgres.mjs';
import { findRedis } from './redis.mjs';
import { ensureBuilt, ensureInstalled, root, run } from './setup.mjs';
import { webFirstLoadBudget } from './web-first-load.mjs';

const runStarted = performance.now();
ensureInstalled();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-test-'));
const results = [];

/** Runs one vitest suite and reads its counts from the JSON report; a crash counts as a failure. */
function suite(name, args, env = {}, cwd = root) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  // vitest's own entry, not npx: npx runs from the workspace root and would miss the suite's config.
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const status = run(process.execPath, [vitest, 'run', ...args, ...reporters], {
    cwd,
    env: { ...process.env, ...env },
  });
  let passed = 0;
  let failed = 0;
  const failures = [];
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      if (file.status === 'failed' && file.assertionResults?.length === 0) {
        failed++;
        failures.push(`${where}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  } catch {
    failed = 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, failures, seconds: secondsSince(started) });
}

/** CI shows only the end of the output, so the summary names each failure in a line. */
function firstLine(message) {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
  // vitest's JSON report keeps no message for a test that ran out of time.
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (or failed without a message)' : line;
}

/** A static check counts as one test; its output is shown when it fails. */
function check(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const { ok, output } = fn();
  if (!ok) console.error(output);
  const seconds = secondsSince(started);
  console.log(ok ? `${name}: ok (${seconds} s)` : `${name}: FAILED (${seconds} s)`);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function secondsSince(started) {
  return Math.round((performance.now() - started) / 1000);
}

check('check: types', typecheck);
check('check: lint', lint);
check('check: migration drift', migrationDrift);

suite('unit: contract, web and optimizer', ['--config', 'vitest.unit.config.ts']);
const server = path.join(root, 'apps/server');
suite('api: PGlite', [], {}, server);

const postgres = await findPostgres();
// The PostgreSQL run also tests the shared sign-in counters in Redis when one answers.
const redis = await findRedis();
if (!redis)
  console.log('\nRedis が見つからないため、Redis のテストは省略します (REDIS_URL で指定できます)。');
if (postgres) {
  try {
    const env = { TEST_DATABASE_URL: postgres.url, ...(redis ? { REDIS_URL: redis } : {}) };
    suite('api: PostgreSQL', [], env, server);
  } finally {
    postgres.stop();
  }
} else {
  console.error(
    '\nPostgreSQL が見つからず、インストールもできませんでした (TEST_DATABASE_URL で指定できます)。',
  );
  results.push({ name: 'api: PostgreSQL', passed: 0, failed: 1 });
}

const chromium = ensureBrowser();
if (chromium) {
  const buildStarted = performance.now();
  ensureBuilt();
  console.log(`build: ${secondsSince(buildStarted)} s`);
  check('check: web first-load budget', webFirstLoadBudget);
  suite('browser: Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
} else {
  console.error('\nChromium が見つからず、インストールもできませんでした (CHROMIUM_PATH で指定できます)。');
  results.push({ name: 'browser: Chromium', passed: 0, failed: 1 });
}

console.log('\n=== summary ===');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${time}`);
  for (const f of r.failures ?? []) console.log(`  ✗ ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
fs.rmSync(reports, { recursive: true, force: true });
console.log(`total time: ${secondsSince(runStarted)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
