import { type FormSchema, type SchemaFormOptions, useSchemaForm } from './use-schema-form.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

/**
 * A page form of a record: react-hook-form with the contract's schema, server errors put on the
 * schema's fields, one request per submit, and a question before unsaved changes are left. Render
 * `leaveDialog`, put `submit` on the form element. With `version`, the values go out with the version
 * the form was loaded with; when another user saved first (409), 最新の内容を読み込む puts the latest
 * record in the form (and its version, for the next save). A form in a dialog: useDialogForm.
 */
export function useRecordForm<S extends FormSchema>(options: SchemaFormOptions<S>) {
  const { form, submit, submitting } = useSchemaForm(options);
  const leaveDialog = useUnsavedChangesGuard(form.formState.isDirty && !submitting);
  return { form, submit, leaveDialog };
}
