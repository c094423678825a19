import type { Problem } from './types.ts';

export interface SolomonInstance {
  name: string;
  fleetSize: number;
  capacity: number;
  problem: Problem;
}

/**
 * Parses a Solomon VRPTW file. Customer numbers become job ids; the depot (node 0) gives the vehicles'
 * start, end and shift [ready, due]. Travel time and distance are Euclidean, unrounded; no span or
 * driving limits apply.
 */
export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? '';
  const vIdx = lines.findIndex((l) => l.toUpperCase().startsWith('VEHICLE'));
  const cIdx = lines.findIndex((l) => l.toUpperCase().startsWith('CUSTOMER'));
  if (vIdx < 0 || cIdx < 0) throw new Error('not a Solomon file: VEHICLE or CUSTOMER section missing');
  const nums = (l: string): number[] => (/^[-+\d.]/.test(l) ? l.split(/\s+/).map(Number) : []);
  const fleetRow = lines
    .slice(vIdx + 1, cIdx)
    .map(nums)
    .find((r) => r.length >= 2);
  if (!fleetRow) throw new Error('Solomon file: fleet size and capacity missing');
  const [fleetSize = 0, capacity = 0] = fleetRow;
  const rows = lines
    .slice(cIdx + 1)
    .map(nums)
    .filter((r) => r.length >= 7 && r.every(Number.isFinite));
  const depot = rows[0];
  if (!depot) throw new Error('Solomon file: no depot row');
  const at = (r: number[], i: number): number => r[i] as number;
  const depotLoc = { x: at(depot, 1), y: at(depot, 2) };
  const shift = [at(depot, 4), at(depot, 5)] as const;
  const jobs = rows.slice(1).map((r) => ({
    id: at(r, 0),
    location: { x: at(r, 1), y: at(r, 2) },
    demand: [at(r, 3)],
    timeWindows: [[at(r, 4), at(r, 5)] as const],
    service: at(r, 6),
  }));
  const vehicles = Array.from({ length: fleetSize }, (_, i) => ({
    id: i + 1,
    start: depotLoc,
    end: depotLoc,
    shift,
    capacity: [capacity],
    maxSpan: Number.POSITIVE_INFINITY,
  }));
  return { name, fleetSize, capacity, problem: { jobs, vehicles } };
}
