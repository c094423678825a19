import {
  type ImportColumns,
  type ImportSetting,
  type ImportSettingInput,
  type ImportSettingPreset,
  importFields,
  importSettingInput,
  isColumnLetter,
} from '@rikuun/contract';
import { fieldsOf } from '../../components/form/schema-values.ts';

/** The form's fields, and the keys of the server's errors on each column (`columns.deliveryDate`). */
export const importSettingFormFields = [
  ...fieldsOf(importSettingInput),
  ...importFields.map((field) => `columns.${field}`),
];

/** Every field in the mapping table, empty where the file has no column for it. */
const allColumns = (columns: ImportColumns): Record<string, string> =>
  Object.fromEntries(importFields.map((field) => [field, columns[field] ?? '']));

export const newImportSettingValues = (): ImportSettingInput => ({
  name: '',
  target: 'courses',
  encoding: 'shift_jis',
  headerRows: 1,
  columns: allColumns({}),
});

export const presetValues = (preset: ImportSettingPreset): ImportSettingInput => ({
  name: preset.name,
  target: preset.target,
  encoding: preset.encoding,
  headerRows: preset.headerRows,
  columns: allColumns(preset.columns),
});

/** A stored setting as form values. */
export const settingValues = (setting: ImportSetting): ImportSettingInput =>
  presetValues({ ...setting, key: '', description: '' });

/** How a column reference reads: 「B列」 or 「見出し『配送日』」. */
export const describeColumnRef = (ref: string | undefined): string =>
  !ref ? '' : isColumnLetter(ref) ? `${ref}列` : `見出し「${ref}」`;
