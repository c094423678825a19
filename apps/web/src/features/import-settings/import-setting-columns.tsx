import Link from '@mui/material/Link';
import {
  type ImportSetting,
  importEncodingLabels,
  importFieldLabels,
  importFields,
  importSettingLabels as L,
} from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDateTime } from '../../lib/format.ts';

export const importSettingPath = (setting: ImportSetting) => `/import-settings/${setting.id}`;

/** The fields a setting reads, in the table's order: 「配送日、コース名、配送先名…」. */
export const mappedFields = (setting: ImportSetting) =>
  importFields
    .filter((field) => setting.columns[field])
    .map((field) => importFieldLabels[field])
    .join('、');

export const importSettingColumns: readonly Column<ImportSetting>[] = [
  {
    id: 'name',
    label: L.name,
    value: (s) => s.name,
    render: (s) => (
      <Link component={RouterLink} to={importSettingPath(s)}>
        {s.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 280,
    card: 'primary',
  },
  {
    id: 'encoding',
    label: L.encoding,
    value: (s) => importEncodingLabels[s.encoding],
    noWrap: true,
    card: 'secondary',
  },
  { id: 'headerRows', label: L.headerRows, value: (s) => `${s.headerRows}行`, noWrap: true, align: 'right' },
  { id: 'fields', label: '取り込む項目', value: mappedFields, maxWidth: 360, card: 'secondary' },
  {
    id: 'updatedAt',
    label: L.updatedAt,
    value: (s) => formatDateTime(s.updatedAt),
    sortKey: 'updatedAt',
    noWrap: true,
  },
];
