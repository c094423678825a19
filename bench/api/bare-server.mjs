// The yardstick of compare-bare.mjs: Fastify answering primary-key lookups with no authentication,
// no validation and no tenancy, on the same database as the product. Not a product server.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const one = (text) => async (req, reply) => {
  const { rows } = await pool.query(text, [req.params.id ?? process.env.SELF_USER_ID]);
  if (!rows[0]) return reply.code(404).send({ statusCode: 404 });
  return rows[0];
};
app.get('/v1/vehicles/:id', one('select * from vehicles where id = $1'));
app.get('/v1/self', one('select id, email, name, role, company_id from users where id = $1'));
app.get('/v1/healthcheck', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
