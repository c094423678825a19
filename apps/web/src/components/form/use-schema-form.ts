import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submissionKeys } from '../../lib/submission.ts';
import type { Versioned } from '../../lib/version-conflict.ts';
import { formSubmit } from './form-submit.ts';
import { fieldsOf, valuesOf } from './schema-values.ts';
import { useLoadedVersion } from './use-loaded-version.ts';

/** The contract's schema of a form: an object, or an object piped through a transform. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaFormOptions<S extends FormSchema> = {
  /** The contract's input schema: it validates here, and again on the server. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S> & { version?: number }) => Promise<void>;
  /** An edited record's version as loaded: sent with the values, so a save after another user's is refused. */
  version?: number | undefined;
  /** The latest record as form values, after a conflict (default: the object schema's fields of it). */
  toValues?: ((record: Versioned) => z.input<S>) | undefined;
  /** The fields the form shows, for server messages (default: the object schema's; `rows.*.field` for list rows). */
  knownFields?: readonly string[] | undefined;
  /** A failure the form shows its own way: true when it did (else it goes to the fields or a notification). */
  handled?: ((error: unknown) => boolean) | undefined;
};

/**
 * The core of every form: react-hook-form with the contract's schema, one request per submit, server
 * errors at their fields, and the version the record was loaded with (use-loaded-version.ts). The page
 * and dialog kits (useRecordForm, useDialogForm) add their guards around it.
 */
export function useSchemaForm<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  version,
  toValues,
  knownFields,
  handled,
}: SchemaFormOptions<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const fields = useMemo(
    () => knownFields ?? ('shape' in schema ? fieldsOf(schema as unknown as z.ZodObject) : []),
    [knownFields, schema],
  );
  const loaded = useLoadedVersion(version, (latest) =>
    form.reset(
      toValues
        ? toValues(latest)
        : (valuesOf(schema as unknown as z.ZodObject, latest as never) as z.input<S>),
    ),
  );
  const running = useRef(false);
  const [keys] = useState(submissionKeys);
  const submit = formSubmit({
    handleSubmit: form.handleSubmit,
    setError: form.setError,
    knownFields: fields,
    send: (values) => onSubmit(loaded.withVersion(values)),
    handled: (error) => loaded.conflict(error) || (handled?.(error) ?? false),
    running,
    keys,
  });
  return { form, submit, submitting: form.formState.isSubmitting, loaded };
}
