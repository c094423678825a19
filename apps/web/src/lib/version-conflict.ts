import { VERSION_CONFLICT_HINT } from '@rikuun/contract';
import { toFailure } from './http-failure.ts';
import { notifier } from './notifier.ts';

/** A versioned record as the server answers it (docs/architecture.md, Concurrent edits). */
export type Versioned = { version: number } & Record<string, unknown>;

/**
 * The record as it is now, when an update failed because another user saved first (409 `conflict`
 * with `current`); null for any other failure.
 */
export function versionConflictOf(error: unknown): Versioned | null {
  const failure = toFailure(error) as { status?: unknown; data?: unknown } | null;
  if (failure?.status !== 409 || typeof failure.data !== 'object' || failure.data === null) return null;
  const { error: code, current } = failure.data as { error?: unknown; current?: unknown };
  if (code !== 'conflict' || typeof current !== 'object' || current === null) return null;
  return typeof (current as Versioned).version === 'number' ? (current as Versioned) : null;
}

export const RELOAD_LATEST = '最新の内容を読み込む';

/** Tells the user another save came first, with the action that loads the latest content. */
export function showVersionConflict(reload: () => void): void {
  notifier.show(VERSION_CONFLICT_HINT, 'warning', { label: RELOAD_LATEST, run: reload });
}
