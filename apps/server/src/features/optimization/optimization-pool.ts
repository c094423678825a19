import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Progress, Solution } from '@rikuun/optimizer';
import { optimizerRuns } from '../../lib/observability/metrics.ts';
import type { WorkerInput } from './optimization.worker.ts';

/** Solves at a time on one instance: each takes a core for its whole time limit. */
export const MAX_CONCURRENT_SOLVES = 2;

type Handlers = {
  onProgress: (p: Progress) => void;
  onDone: (solution: Solution) => void;
  onError: (error: Error) => void;
};

/** This instance's solves: reserved (travel times being fetched, no worker yet) or running. */
const slots = new Map<string, Worker | null>();

/**
 * From the sources (tsx, vitest) the worker is the .ts file, loaded through tsx's loader registered in
 * the worker; in the bundle (dist/main.js) it is dist/optimization-worker.js, built next to it.
 */
function spawn(data: WorkerInput): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts'))
    return new Worker(new URL('./optimization-worker.js', self), { workerData: data, execArgv: [] });
  const tsxDir = createRequire(self)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, '');
  const tsx = pathToFileURL(`${tsxDir}dist/esm/api/index.mjs`).href;
  const file = new URL('./optimization.worker.ts', self).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file)}); })`;
  // Not the process's flags (a tracing preload from the sources would fail before tsx is registered).
  return new Worker(code, { eval: true, workerData: data, execArgv: [] });
}

/** Takes a slot for the run, or false when this instance already runs MAX_CONCURRENT_SOLVES. */
export function reserveSolve(runId: string): boolean {
  if (slots.size >= MAX_CONCURRENT_SOLVES) return false;
  slots.set(runId, null);
  return true;
}

export const isReserved = (runId: string) => slots.has(runId);

/** Starts the reserved run's worker; the slot is freed when it ends, fails or is cancelled. */
export function startSolve(runId: string, data: WorkerInput, handlers: Handlers): void {
  if (!slots.has(runId)) return;
  const worker = spawn(data);
  slots.set(runId, worker);
  let finished = false;
  const timer = optimizerRuns.startTimer();
  let outcome = 'cancelled';
  worker.once('exit', () => timer({ outcome }));
  const end = () => {
    finished = true;
    if (slots.get(runId) === worker) slots.delete(runId);
  };
  worker.on(
    'message',
    (m: { type: 'progress'; progress: Progress } | { type: 'done'; solution: Solution }) => {
      if (finished) return;
      if (m.type === 'progress') handlers.onProgress(m.progress);
      else {
        outcome = 'done';
        end();
        handlers.onDone(m.solution);
        void worker.terminate();
      }
    },
  );
  worker.on('error', (err) => {
    if (finished) return;
    outcome = 'failed';
    end();
    handlers.onError(err);
  });
  worker.on('exit', () => {
    // Not in the slots any more: cancelled (cancelSolve) or stopped on shutdown.
    if (finished || slots.get(runId) !== worker) return;
    outcome = 'failed';
    end();
    handlers.onError(new Error('worker exited'));
  });
}

/** Stops the run's worker on this instance (if it runs here) and frees its slot. */
export async function cancelSolve(runId: string): Promise<void> {
  const worker = slots.get(runId);
  slots.delete(runId);
  if (worker) await worker.terminate();
}

/** Frees a reservation that never got its worker (travel times failed). */
export const releaseSolve = (runId: string) => {
  if (slots.get(runId) === null) slots.delete(runId);
};

/** On shutdown: every worker of this instance. */
export async function stopAllSolves(): Promise<void> {
  const workers = [...slots.values()];
  slots.clear();
  await Promise.all(workers.map((w) => w?.terminate()));
}
