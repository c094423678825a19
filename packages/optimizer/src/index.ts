export { DEFAULT_MAX_SPAN } from './model.ts';
export { parseSolomon, type SolomonInstance } from './solomon.ts';
export { solve } from './solve.ts';
export type * from './types.ts';
