import type { AccidentFileCategory } from '@rikuun/contract';
import type { AccidentReportFormValues } from './accident-form-schema.ts';

/** A file picked for upload with its category (写真, 事故証明 ...). */
export type PickedFile = { file: File; category: AccidentFileCategory };

const extensionOf = (file: File) => {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase();
  if (fromName) return fromName === 'jpeg' ? 'jpg' : fromName;
  if (file.type === 'application/pdf') return 'pdf';
  return file.type.startsWith('image/') ? file.type.slice(6).replace('jpeg', 'jpg') : 'bin';
};

/**
 * The name a file is sent under (spec §7): on create, after its type (image.{ext} or file.{ext}); on
 * update, its own name; URL-encoded in both cases (the server decodes it).
 */
export function uploadName(file: File, mode: 'create' | 'update'): string {
  if (mode === 'update') return encodeURIComponent(file.name);
  const ext = extensionOf(file);
  return encodeURIComponent(`${file.type.startsWith('image/') ? 'image' : 'file'}.${ext}`);
}

const put = (form: FormData, name: string, value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return;
  form.append(name, String(value));
};

/**
 * The multipart body of POST and PUT /accident-reports (spec §3/§5/§7): optional fields only when
 * they have a value, booleans as true/false, details as JSON text, the files repeated as `files` with
 * their categories as fileMetadata[n][category], removed files as deleteFileIds[n] (update). On
 * update an emptied optional field is sent empty, so the server clears it.
 */
export function buildAccidentFormData(
  values: AccidentReportFormValues,
  files: readonly PickedFile[],
  options: { mode: 'create' | 'update'; deleteFileIds?: readonly string[] } = { mode: 'create' },
): FormData {
  const form = new FormData();
  const clearable = (name: string, value: string | number | null) => {
    if (options.mode === 'update' && (value === null || value === '')) form.append(name, '');
    else put(form, name, value);
  };
  put(form, 'accidentDate', values.accidentDate);
  put(form, 'accidentTime', values.accidentTime);
  clearable('carRegistrationNumber', values.carRegistrationNumber);
  put(form, 'zipCode', values.zipCode);
  if (values.isCorrectAddress !== null) form.append('isCorrectAddress', String(values.isCorrectAddress));
  put(form, 'address1', values.address1);
  clearable('address2', values.address2);
  clearable('latitude', values.latitude);
  clearable('longitude', values.longitude);
  put(form, 'driverId', values.driverId);
  clearable('courseId', values.courseId);
  form.append('isCritical', String(values.isCritical));
  form.append('details', JSON.stringify(values.details));
  options.deleteFileIds?.forEach((id, i) => {
    form.append(`deleteFileIds[${i}]`, id);
  });
  files.forEach(({ file, category }, i) => {
    form.append('files', file, uploadName(file, options.mode));
    form.append(`fileMetadata[${i}][category]`, category);
  });
  return form;
}
