import type { CourseImportError, CourseImportProgress, CourseImportResult } from '@rikuun/contract';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../lib/api.ts';
import { handleError } from '../../lib/errors.ts';
import { importCourses } from './course-import-request.ts';

export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; fraction: number }
  | { step: 'processing'; progress: CourseImportProgress | null }
  | { step: 'done'; result: CourseImportResult }
  | { step: 'rejected'; error: CourseImportError };

const isRowRejection = (data: unknown): data is CourseImportError =>
  typeof data === 'object' && data !== null && Array.isArray((data as CourseImportError).rowErrors);

/**
 * One import at a time: the upload's progress, then the server's (reading, writing), then the
 * created courses or the rows that stopped it. Other failures (no setting, not a CSV, network) are
 * notified as every error is, and the page returns to its form.
 */
export function useCourseImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const dispatch = useDispatch();

  const start = useCallback(
    async (file: File, importSettingId: string) => {
      setState({ step: 'uploading', fraction: 0 });
      const outcome = await importCourses(file, importSettingId, {
        onUpload: (fraction) =>
          setState(fraction < 1 ? { step: 'uploading', fraction } : { step: 'processing', progress: null }),
        onProgress: (progress) => setState({ step: 'processing', progress }),
      });
      if ('data' in outcome) {
        setState({ step: 'done', result: outcome.data });
        dispatch(api.util.invalidateTags(['Course']));
        return;
      }
      if (outcome.error.status === 400 && isRowRejection(outcome.error.data)) {
        setState({ step: 'rejected', error: outcome.error.data });
        return;
      }
      setState({ step: 'idle' });
      handleError(outcome.error);
    },
    [dispatch],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, start, reset };
}
