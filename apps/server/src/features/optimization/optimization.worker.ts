import { parentPort, workerData } from 'node:worker_threads';
import { type Objective, type Problem, solve } from '@rikuun/optimizer';

/**
 * Runs one solve off the request thread. Receives the problem and options as workerData, posts
 * `progress` messages (the best plan so far, at most every 100 ms) and one `done` message with the
 * solution. Cancelling is the parent's worker.terminate(): nothing here has to clean up.
 */
export type WorkerInput = { problem: Problem; timeLimitMs: number; objective: Objective };

const input = workerData as WorkerInput;
const solution = solve(input.problem, {
  objective: input.objective,
  timeLimitMs: input.timeLimitMs,
  seed: 1,
  onProgress: (p) => parentPort?.postMessage({ type: 'progress', progress: p }),
});
parentPort?.postMessage({ type: 'done', solution });
