import { useRef } from 'react';
import { showVersionConflict, type Versioned, versionConflictOf } from '../../lib/version-conflict.ts';

/**
 * The version an edit form's values came from (docs/architecture.md, Concurrent edits): sent with the
 * values, so a save after another user's is refused; on that refusal the user is told and offered
 * 最新の内容を読み込む, which hands `onLatest` the record as it is now and takes its version.
 * `version` undefined (a new record) sends none.
 */
export function useLoadedVersion(version: number | undefined, onLatest: (latest: Versioned) => void) {
  // Set once from the record loaded; later only by a save or by loading the latest.
  const loaded = useRef(version);
  return {
    withVersion: <T extends object>(values: T): T & { version?: number } =>
      loaded.current === undefined ? values : { ...values, version: loaded.current },
    /** A failed save: true when another user had saved first (already said); false for anything else. */
    conflict(error: unknown): boolean {
      const latest = loaded.current === undefined ? null : versionConflictOf(error);
      if (!latest) return false;
      showVersionConflict(() => {
        loaded.current = latest.version;
        onLatest(latest);
      });
      return true;
    },
    /** A save that keeps the form open: its answer's version is what the form shows now. */
    saved(record: { version: number }) {
      loaded.current = record.version;
    },
  };
}
