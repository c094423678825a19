// The Redis the API suite tests the shared sign-in counters on: REDIS_URL when set, else a server on
// 127.0.0.1:6379 when one answers PING (the development and CI machines run one). Never required:
// without one, the Redis tests are left out and the counters are tested on the database only.
import net from 'node:net';

const LOCAL = 'redis://127.0.0.1:6379';

/** Resolves to a Redis URL that answered PING within a second, or undefined. */
export function findRedis() {
  if (process.env.REDIS_URL) return Promise.resolve(process.env.REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    const done = (url) => {
      socket.destroy();
      resolve(url);
    };
    socket.setTimeout(1000, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? LOCAL : undefined));
  });
}
