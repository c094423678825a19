import Piscina from 'piscina';
import { serviceUnavailable } from '../http/errors.ts';
import { pdfRenders } from '../observability/metrics.ts';

/** Draws one kind of PDF from its data: plain objects, arrays, Dates and Buffers (they cross to a worker). */
export type PdfRenderer = (data: never) => Promise<Buffer>;
export type PdfRenderers = Record<string, PdfRenderer>;

/** Each renderer's data by its kind. */
export type PdfKindsOf<R extends PdfRenderers> = {
  [K in keyof R]: R[K] extends (data: infer D) => Promise<Buffer> ? D : never;
};

/**
 * The kinds of PDF this server draws, kind → the data its renderer takes. Empty here (the platform
 * knows no feature): the composition root (src/pdf-renderers.ts) fills it in by declaration merging.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (src/pdf-renderers.ts)
export interface PdfKinds {}

/** Renders a PDF of a registered kind; the data must be what that kind's renderer takes. */
export type RenderPdf = <K extends keyof PdfKinds>(kind: K, data: PdfKinds[K]) => Promise<Buffer>;

export type PdfRendering = { render: RenderPdf; close(): Promise<void> };

/** What crosses to a worker: the kind's name and its renderer's data. */
export type PdfTask = { kind: string; data: unknown };

/**
 * A worker beyond the first ends after this long idle (its parsed fonts go with it). The first stays:
 * a worker's start (modules, then the fonts at its first document) costs about half a second.
 */
const IDLE_TIMEOUT_MS = 60_000;

/** piscina's rejection of a task beyond maxQueue (its message is its only mark). */
const QUEUE_FULL = 'Task queue is at limit';

/** A document refused at once when the workers' queue is full: retrying a little later draws it. */
const busy = () =>
  serviceUnavailable('帳票の作成が混み合っています。しばらくしてから再度お試しください。', 5);

/**
 * Where PDFs are drawn: with `threads` > 0 in a pool of that many worker threads (piscina), so a month
 * end's documents (30–50 ms of CPU each) do not hold up the other requests on the event loop; with 0 on
 * the calling thread. A renderer's error rejects the render as it
 * does on the calling thread (the worker's Error, cloned: its message and stack). At most `queueMax`
 * documents wait for a worker; one more is refused at once (503), so a burst cannot pile up memory
 * and answers that arrive after their clients gave up.
 */
export function createPdfRendering(options: {
  threads: number;
  queueMax: number;
  renderers: PdfRenderers;
  /** The worker module: its default export answers a PdfTask (pdfWorkerHandler). */
  workerFile: URL;
  /** A worker that fails outside a render (at its start): logged, the pool starts another. */
  log: { error(obj: object, msg: string): void };
}): PdfRendering {
  const { threads, renderers } = options;
  const measured =
    (thread: 'worker' | 'request', draw: (task: PdfTask) => Promise<Buffer>): RenderPdf =>
    async (kind, data) => {
      const timer = pdfRenders.startTimer({ kind, thread });
      try {
        const pdf = await draw({ kind, data });
        timer({ outcome: 'done' });
        return pdf;
      } catch (err) {
        const refused = err instanceof Error && err.message === QUEUE_FULL;
        timer({ outcome: refused ? 'refused' : 'failed' });
        throw refused ? busy() : err;
      }
    };
  if (threads === 0) {
    return {
      render: measured('request', ({ kind, data }) =>
        (renderers[kind] as (data: unknown) => Promise<Buffer>)(data),
      ),
      close: async () => {},
    };
  }
  const pool = new Piscina<PdfTask, ArrayBuffer>({
    filename: options.workerFile.href,
    minThreads: 1,
    maxThreads: threads,
    maxQueue: options.queueMax,
    idleTimeout: IDLE_TIMEOUT_MS,
    // Not the process's flags: from the sources they preload tsx and the tracing module, which a
    // worker cannot load before its own loader is registered (the worker file registers tsx itself).
    execArgv: [],
  });
  pool.on('error', (err) => options.log.error({ err }, 'PDF worker failed'));
  return {
    // The worker transfers the bytes (no copy); the Buffer is a view of them.
    render: measured('worker', async (task) => Buffer.from(await pool.run(task))),
    close: () => pool.destroy(),
  };
}
