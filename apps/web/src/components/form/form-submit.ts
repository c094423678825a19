import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { handleError } from '../../lib/errors.ts';
import { type submissionKeys, withSubmission } from '../../lib/submission.ts';

type Parts<In extends FieldValues, Out> = {
  handleSubmit: UseFormHandleSubmit<In, Out>;
  setError: UseFormSetError<In>;
  /** The fields the form shows (isKnownField): a server message for one is set there, others notified. */
  knownFields: readonly string[];
  /** Sends the valid values; what it throws is shown at the fields or as a notification. */
  send: (values: Out) => Promise<void>;
  /** A failure the form shows its own way (a version conflict, a refusal): true when it did. */
  handled?: ((error: unknown) => boolean) | undefined;
  /** Kept across renders: true while a submit runs, so a second one (double click, Enter twice) sends nothing. */
  running: { current: boolean };
  /**
   * Kept across renders: the attempt's Idempotency-Key, the same for a retry of values that did not go
   * through (a lost answer is then answered, not written twice), a new one for other values.
   */
  keys: ReturnType<typeof submissionKeys>;
};

/**
 * A form's submit handler: validates with the form's resolver, sends once at a time (a second submit
 * in the same tick is dropped before anything is read), each attempt's requests under its
 * Idempotency-Key, and shows what failed.
 */
export function formSubmit<In extends FieldValues, Out>(parts: Parts<In, Out>) {
  const { handleSubmit, setError, knownFields, send, handled, running, keys } = parts;
  return async (event?: BaseSyntheticEvent): Promise<void> => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await handleSubmit(async (values) => {
        try {
          await withSubmission(keys.keyFor(values), () => send(values));
          keys.done();
        } catch (error) {
          if (!handled?.(error)) handleError(error, { setError, knownFields });
        }
      })(event);
    } finally {
      running.current = false;
    }
  };
}
