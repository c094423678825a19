import { PGlite } from '@electric-sql/pglite';
const r = () => (process.memoryUsage().rss / 1048576).toFixed(0);
console.log('start', r());
const db = await PGlite.create('/tmp/pgmem');
console.log('pglite open', r());
await db.query('select 1');
console.log('after query', r(), JSON.stringify(process.memoryUsage()));
