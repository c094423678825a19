import { Worker } from 'node:worker_threads';

/** A POST with a file (sent as a browser's FormData sends it) or a text body (with its content type). */
export type PostRequest = {
  url: string;
  headers?: Record<string, string>;
  file?: { field: string; data: Buffer; name: string };
  text?: string;
};
export type Answer = { status: number; body: unknown } | { networkError: string };

// Plain JS: a worker cannot load TypeScript.
const worker = `
const { parentPort, workerData: r } = require('node:worker_threads');
let body = r.text;
if (r.file) {
  body = new FormData();
  body.append(r.file.field, new Blob([r.file.data]), r.file.name);
}
fetch(r.url, { method: 'POST', headers: r.headers, body })
  .then(async (res) => parentPort.postMessage({ status: res.status, body: await res.json() }))
  .catch((err) => parentPort.postMessage({ networkError: String(err.cause?.code ?? err.cause ?? err) }));
`;

/**
 * POSTs with Node's fetch from a thread of its own, the way a browser or another process does. A
 * client on the server's own event loop hides the problem these tests are about: the server's close
 * and the client's writes then take turns, so the client reads the answer before it writes again.
 */
export function postFromElsewhere(request: PostRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const w = new Worker(worker, { eval: true, workerData: request });
    w.once('message', (answer: Answer) => {
      resolve(answer);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
