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
  return { form, control: form.control, submit, dialog, loaded };
}
