import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleError } from '../../lib/errors.ts';
import type { Versioned } from '../../lib/version-conflict.ts';
import { fieldsOf, valuesOf } from './schema-values.ts';
import { useLoadedVersion } from './use-loaded-version.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

type Options<S extends z.ZodObject> = {
  /** The contract's input schema: it validates here, and again on the server. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S> & { version?: number }) => Promise<void>;
  /** An edited record's version as loaded: sent with the values, so a save after another user's is refused. */
  version?: number | undefined;
  /** The latest record as form values, after a conflict (default: the schema's fields of it). */
  toValues?: (record: Versioned) => z.input<S>;
};

/**
 * A page form of a record: react-hook-form with the contract's schema, server errors put on the
 * schema's fields, and a question before unsaved changes are left. Render `leaveDialog`, put
 * `submit` on the form element. With `version`, the values go out with the version the form was
 * loaded with; when another user saved first (409), 最新の内容を読み込む puts the latest record in the
 * form (and its version, for the next save).
 */
export function useRecordForm<S extends z.ZodObject>({
  schema,
  defaultValues,
  onSubmit,
  version,
  toValues,
}: Options<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const knownFields = useMemo(() => fieldsOf(schema), [schema]);
  const { handleSubmit, setError, formState, reset } = form;
  const loaded = useLoadedVersion(version, (latest) =>
    reset((toValues ?? ((record) => valuesOf(schema, record as never)))(latest)),
  );
  const leaveDialog = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(loaded.withVersion(values));
    } catch (error) {
      if (!loaded.conflict(error)) handleError(error, { setError, knownFields });
    }
  });
  return { form, submit, leaveDialog };
}
