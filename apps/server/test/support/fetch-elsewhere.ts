import { Worker } from 'node:worker_threads';

export type UploadRequest = { url: string; token: string; field: string; data: Buffer; fileName: string };
export type Answer = { status: number; body: unknown } | { networkError: string };

// Plain JS: a worker cannot load TypeScript. Posts the file as a browser's FormData would.
const worker = `
const { parentPort, workerData: r } = require('node:worker_threads');
const form = new FormData();
form.append(r.field, new Blob([r.data]), r.fileName);
fetch(r.url, { method: 'POST', headers: { authorization: 'Bearer ' + r.token }, body: form })
  .then(async (res) => parentPort.postMessage({ status: res.status, body: await res.json() }))
  .catch((err) => parentPort.postMessage({ networkError: String(err.cause?.code ?? err.cause ?? err) }));
`;

/**
 * Uploads one file with Node's fetch from a thread of its own, the way a browser or another process
 * does. A client on the server's own event loop hides the problem these tests are about: the server's
 * close and the client's reads then take turns, so an answer is read before the reset arrives.
 */
export function uploadFromElsewhere(request: UploadRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const w = new Worker(worker, { eval: true, workerData: request });
    w.once('message', (answer: Answer) => {
      resolve(answer);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
