// `npm test`: installs what is missing, runs the static checks (type check, lint, migration drift; one
// test each), then every suite (unit, API on PGlite, API again on a real PostgreSQL, browser) and
// prints each suite's counts and time, and the total as its last line: "N passed, M failed".
// The API runs (PGlite, then PostgreSQL) go side by side with the build and the browser tests (which
// wait on pages much of the time); their output is kept in files and printed once the browser tests are
// done.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBrowser } from './browser.mjs';
import { lint, migrationDrift, typecheck } from './checks.mjs';
import { findPostgres } from './postgres.mjs';
import { findRedis } from './redis.mjs';
import { ensureInstalled, root, staleBuilds } from './setup.mjs';
import { webFirstLoadBudget } from './web-first-load.mjs';

const runStarted = performance.now();
ensureInstalled();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-test-'));
const results = [];

/**
 * Starts a command and resolves with its exit status. Its output goes to the terminal, or with `log`
 * to that file (a suite running beside another: two live outputs would interleave line by line).
 */
function runAsync(cmd, args, { cwd = root, env = process.env, log } = {}) {
  const fd = log ? fs.openSync(log, 'w') : undefined;
  const child = spawn(cmd, args, { cwd, env, stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd] });
  if (fd !== undefined) fs.closeSync(fd); // the child has its own copy
  return new Promise((resolve) => {
    child.once('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs one vitest suite and reads its counts from the JSON report; a crash counts as a failure.
 * With `buffered`, its output is kept and returned as `output`, for the caller to print when it fits.
 */
async function suite(name, args, { env = {}, cwd = root, buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const slug = name.replace(/\W+/g, '-');
  const out = path.join(reports, `${slug}.json`);
  const log = buffered ? path.join(reports, `${slug}.log`) : undefined;
  // vitest's own entry, not npx: npx runs from the workspace root and would miss the suite's config.
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const outside = path.join(reports, `${slug}.outside-tests.json`);
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--reporter=${path.join(root, 'scripts/vitest-errors-outside-tests.mjs')}`,
    `--outputFile=${out}`,
  ];
  const status = await runAsync(process.execPath, [vitest, 'run', ...args, ...reporters], {
    cwd,
    env: { ...process.env, ...env, RIKUUN_ERRORS_OUTSIDE_TESTS: outside },
    log,
  });
  let passed = 0;
  let failed = 0;
  const failures = [];
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  } catch {
    failed = 1;
  }
  for (const error of readErrorsOutsideTests(outside)) {
    const where = [error.file && path.relative(root, error.file), error.suite].filter(Boolean).join(' › ');
    failures.push(`${where}: ${firstLine(error.message)}`);
    failed++;
  }
  if (status !== 0 && failed === 0) {
    failed = 1;
    failures.push(`vitest exited with ${status} and named no failure; see the suite's output above`);
  }
  const seconds = secondsSince(started);
  const output = log ? fs.readFileSync(log, 'utf8') : undefined;
  return { name, passed, failed, failures, seconds, output };
}

function readErrorsOutsideTests(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
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
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
}

function secondsSince(started) {
  return Math.round((performance.now() - started) / 1000);
}

results.push(
  check('check: types', typecheck),
  check('check: lint', lint),
  check('check: migration drift', migrationDrift),
);

results.push(await suite('unit: contract, web and optimizer', ['--config', 'vitest.unit.config.ts']));
const server = path.join(root, 'apps/server');

const postgres = await findPostgres();
// The PostgreSQL run also tests the shared sign-in counters in Redis when one answers.
const redis = await findRedis();
if (!redis)
  console.log('\nRedis が見つからないため、Redis のテストは省略します (REDIS_URL で指定できます)。');
const chromium = ensureBrowser();

/**
 * The API tests on PGlite, then on PostgreSQL, beside the build and the browser tests: the browser
 * tests wait on pages more than they compute (the headless shell used half a core on average), so
 * both lanes fit the two cores. Their output is kept until the browser tests are done.
 */
async function apiSuites() {
  console.log(
    '\napi: PGlite, PostgreSQL: ブラウザーのテストと並行して実行しています (出力はその後に表示します)。',
  );
  const pglite = await suite('api: PGlite', [], { cwd: server, buffered: true });
  return [pglite, await postgresSuite()];
}

/** The API tests on PostgreSQL. */
async function postgresSuite() {
  if (!postgres) {
    console.error(
      '\nPostgreSQL が見つからず、インストールもできませんでした (TEST_DATABASE_URL で指定できます)。',
    );
    return { name: 'api: PostgreSQL', passed: 0, failed: 1 };
  }
  const env = { TEST_DATABASE_URL: postgres.url, ...(redis ? { REDIS_URL: redis } : {}) };
  return await suite('api: PostgreSQL', [], { env, cwd: server, buffered: true });
}

/** The build (when the sources changed), the first-load budget and the browser tests. */
async function browserSuites() {
  if (!chromium) {
    console.error('\nChromium が見つからず、インストールもできませんでした (CHROMIUM_PATH で指定できます)。');
    return [{ name: 'browser: Chromium', passed: 0, failed: 1 }];
  }
  const buildStarted = performance.now();
  for (const { message, args } of staleBuilds()) {
    console.log(message);
    const status = await runAsync('npm', args);
    if (status !== 0) {
      console.error(`\nnpm ${args.join(' ')} failed (exit ${status})`);
      return [{ name: 'build', passed: 0, failed: 1, seconds: secondsSince(buildStarted) }];
    }
  }
  console.log(`build: ${secondsSince(buildStarted)} s`);
  const budget = check('check: web first-load budget', webFirstLoadBudget);
  // On PostgreSQL when the run has one: the servers' queries then run beside them instead of in their
  // one thread (PGlite), which the API suite already covers (e2e/support/database.ts).
  const browser = await suite('browser: Chromium', ['--config', 'e2e/vitest.config.ts'], {
    env: {
      CHROMIUM_PATH: chromium.full,
      CHROMIUM_SHELL_PATH: chromium.shell,
      ...(postgres ? { E2E_DATABASE_URL: postgres.url } : {}),
    },
  });
  return [budget, browser];
}

const [apiResults, browserResults] = await Promise.all([apiSuites(), browserSuites()]);
postgres?.stop();
for (const result of apiResults) {
  if (result.output === undefined) continue;
  console.log(`\n=== ${result.name} (ran beside the browser tests) ===`);
  process.stdout.write(result.output);
}
results.push(...apiResults, ...browserResults);

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
