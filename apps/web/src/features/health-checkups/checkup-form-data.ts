type CheckupValues = { checkupDate: string; kind: string; result: string | null };

/**
 * The multipart body of POST/PUT .../health-checkup (spec §7): checkupDate, kind, result when given,
 * deleteFileIds[] (update) and create[files] repeated.
 */
export function buildCheckupFormData(
  values: CheckupValues,
  files: readonly File[],
  deleteFileIds: readonly string[] = [],
): FormData {
  const form = new FormData();
  form.append('checkupDate', values.checkupDate);
  form.append('kind', values.kind);
  if (values.result) form.append('result', values.result);
  for (const id of deleteFileIds) form.append('deleteFileIds[]', id);
  for (const file of files) form.append('create[files]', file, file.name);
  return form;
}
