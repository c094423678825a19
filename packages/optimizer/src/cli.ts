import { readFileSync } from 'node:fs';
import { parseSolomon } from './solomon.ts';
import { solve } from './solve.ts';
import type { Objective } from './types.ts';

const USAGE =
  'usage: rikuun-optimize solomon FILE [--time-limit SECONDS] [--objective distance|vehicles] [--seed N] [--max-iterations N]';

interface Args {
  file: string;
  timeLimit: number;
  objective: Objective;
  seed: number;
  maxIterations: number | undefined;
}

export function parseArgs(argv: readonly string[]): Args {
  const [command, file, ...rest] = argv;
  if (command !== 'solomon' || !file) throw new Error(USAGE);
  const args: Args = { file, timeLimit: 10, objective: 'distance', seed: 1, maxIterations: undefined };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (value === undefined) throw new Error(`${flag}: value missing\n${USAGE}`);
    const num = Number(value);
    if (flag === '--time-limit' && num > 0) args.timeLimit = num;
    else if (flag === '--seed' && Number.isInteger(num)) args.seed = num;
    else if (flag === '--max-iterations' && Number.isInteger(num) && num > 0) args.maxIterations = num;
    else if (flag === '--objective' && (value === 'distance' || value === 'vehicles')) args.objective = value;
    else throw new Error(`bad argument ${flag} ${value}\n${USAGE}`);
  }
  return args;
}

/** Solves a Solomon file and returns the JSON line printed by the CLI. */
export function runSolomon(args: Args): string {
  const { problem } = parseSolomon(readFileSync(args.file, 'utf8'));
  const solution = solve(problem, {
    objective: args.objective,
    timeLimitMs: args.timeLimit * 1000,
    seed: args.seed,
    ...(args.maxIterations ? { maxIterations: args.maxIterations } : {}),
  });
  return JSON.stringify({
    routes: solution.routes.map((r) => r.jobIds),
    distance: Math.round(solution.distance * 1e6) / 1e6,
    vehicles: solution.vehicles,
    unassigned: solution.unassigned.map((u) => u.jobId),
  });
}

export function main(argv: readonly string[]): number {
  try {
    process.stdout.write(`${runSolomon(parseArgs(argv))}\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}
