import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleError } from '../../lib/errors.ts';
import { fieldsOf } from './schema-values.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

type Options<S extends z.ZodObject> = {
  /** The contract's input schema: it validates here, and again on the server. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<void>;
};

/**
 * A page form of a record: react-hook-form with the contract's schema, server errors put on the
 * schema's fields, and a question before unsaved changes are left. Render `leaveDialog`, put
 * `submit` on the form element.
 */
export function useRecordForm<S extends z.ZodObject>({ schema, defaultValues, onSubmit }: Options<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const knownFields = useMemo(() => fieldsOf(schema), [schema]);
  const { handleSubmit, setError, formState } = form;
  const leaveDialog = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      handleError(error, { setError, knownFields });
    }
  });
  return { form, submit, leaveDialog };
}
