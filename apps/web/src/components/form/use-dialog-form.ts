import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { type FormSchema, type SchemaFormOptions, useSchemaForm } from './use-schema-form.ts';

type Options<S extends FormSchema> = SchemaFormOptions<S> & {
  /** Changes kept outside the form (files picked): closing asks before throwing them away too. */
  changedOutside?: boolean;
};

/**
 * A form in a dialog: useSchemaForm (the contract's schema, one request per submit, server errors at
 * their fields, the loaded version) and `dialog`, the props FormDialog takes for its submit state and
 * its guard (closing or leaving a changed dialog asks first): `<FormDialog {...dialog} title onClose>`.
 */
export function useDialogForm<S extends FormSchema>({ changedOutside = false, ...options }: Options<S>) {
  const { form, submit, submitting, loaded } = useSchemaForm(options);
  const dialog = { onSubmit: submit, submitting, changed: form.formState.isDirty || changedOutside };
  // The field components bind what is typed (the schema's input); what the schema turns it into
  // (its output, e.g. local times as instants) matters only to onSubmit.
  const control = form.control as unknown as Control<z.input<S>>;
  return { form, control, submit, dialog, loaded };
}
