import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { handleError } from '../../lib/errors.ts';

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
};

/** A form's submit handler: validates with the form's resolver, sends once at a time, shows what failed. */
export function formSubmit<In extends FieldValues, Out>(parts: Parts<In, Out>) {
  const { handleSubmit, setError, knownFields, send, handled, running } = parts;
  return async (event?: BaseSyntheticEvent): Promise<void> => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await handleSubmit(async (values) => {
        try {
          await send(values);
        } catch (error) {
          if (!handled?.(error)) handleError(error, { setError, knownFields });
        }
      })(event);
    } finally {
      running.current = false;
    }
  };
}
