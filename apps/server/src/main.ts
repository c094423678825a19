import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemo } from './db/seed-demo.ts';
import { seedMasters } from './db/seed-masters.ts';
import { openDatabase } from './lib/db/db.ts';
import { runMigrations } from './lib/db/migrate.ts';
import { createMailer } from './lib/mail/index.ts';
import { createStorage } from './lib/storage/index.ts';

/** How long requests in flight may take to finish once the drain is over. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  // Until the app (and its logger) exists, log to the console; then to the app's logger.
  let log: Pick<Console, 'info' | 'warn' | 'error'> = console;
  const logger = {
    info: (obj: unknown, msg?: string) => log.info(obj, msg),
    warn: (obj: unknown, msg?: string) => log.warn(obj, msg),
    error: (obj: unknown, msg?: string) => log.error(obj, msg),
  };
  const database = await openDatabase({
    url: config.database.url,
    pglitePath: config.database.pglitePath,
    poolSize: config.database.poolSize,
    connectTimeoutMs: config.database.connectTimeoutMs,
    reads: config.database.reads,
    log: logger,
    onPoolError: (err) => logger.warn({ err }, 'database connection lost; the pool reconnects on demand'),
  });
  await runMigrations(database);
  await seedMasters(database.db);
  const storage = createStorage(config, database.db);
  const app = await buildApp({ config, database, storage, mailer: createMailer(config.mail, logger) });
  log = app.log as unknown as typeof log;
  // An error no code awaited is reported like a request's 500; the process carries on (each request's
  // state is its own), except after an uncaught exception, whose state Node cannot vouch for.
  process.on('unhandledRejection', (err) => {
    app.log.error({ err }, 'unhandled rejection');
    void app.errorReporter.processFailed(err);
  });
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    void app.errorReporter
      .processFailed(err)
      .then(() => app.errorReporter.flush())
      .finally(() => process.exit(1));
  });
  const demo = config.demo.seed ? await seedDemo(app.services) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Past the deadline, exit anyway rather than hang on a stuck request.
    setTimeout(() => process.exit(1), config.http.shutdownDrainMs + SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.shutdown(config.http.shutdownDrainMs);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Rikuun が起動しました: ${config.publicUrl}`,
    `  データベース: ${database.kind === 'pglite' ? `PGlite (${config.database.pglitePath})` : 'PostgreSQL'}`,
  ];
  if (demo) {
    lines.push('', '  デモアカウント (パスワード共通):', `    パスワード: ${demo.password}`);
    for (const a of demo.accounts) lines.push(`    ${a.email.padEnd(24)} ${a.label}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
