import pg from 'pg';

/**
 * The browser tests' databases on a real PostgreSQL, when the run has one (E2E_DATABASE_URL, an
 * administrator's connection that `npm test` passes): the seeded demo data is a template database,
 * and each server gets a copy (CREATE DATABASE … TEMPLATE, a file copy inside PostgreSQL). The server
 * then does its queries in PostgreSQL's own processes instead of in its single thread (PGlite), which
 * on two cores is most of a page's time. Without it the servers use PGlite, as `npm start` does.
 */
const adminUrl = process.env.E2E_DATABASE_URL || null;

export const onPostgres = adminUrl !== null;

let made = 0;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl ?? undefined });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A new database, empty or as a copy of `template` (which no one may be connected to), and its URL.
 * A copy's name starts with its template's, so dropping the template's name drops the copies too.
 */
export async function createDatabase(template?: string): Promise<{ name: string; url: string }> {
  const name = template ? `${template}_${process.pid}_${made++}` : `rikuun_e2e_${Date.now()}_${process.pid}`;
  await admin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { name, url: urlOf(name) };
}

/** Runs `run` on a connection to a server's database (a test's own rows, beside what the server writes). */
export async function onDatabase<T>(name: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops the template and every copy of it. */
export async function dropDatabases(template: string): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template}%`],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
