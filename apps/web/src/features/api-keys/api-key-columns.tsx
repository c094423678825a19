import Chip from '@mui/material/Chip';
import { type ApiKey, apiKeyLabels as L } from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns.ts';
import { actionsColumn } from '../../components/data-table/columns.ts';
import { formatDateTime } from '../../lib/format.ts';

export const apiKeyStatusLabel = (key: ApiKey) => (key.revokedAt ? '失効' : '有効');

/** The API key list's columns; `actions` renders the row's button (失効). */
export function apiKeyColumns(actions: (key: ApiKey) => ReactNode): Column<ApiKey>[] {
  return [
    { id: 'name', label: L.name, value: (k) => k.name, noWrap: true, card: 'primary' },
    {
      id: 'keyPrefix',
      label: L.keyPrefix,
      value: (k) => `${k.keyPrefix}…`,
      noWrap: true,
      card: 'secondary',
    },
    {
      id: 'createdAt',
      label: L.createdAt,
      value: (k) => formatDateTime(k.createdAt),
      noWrap: true,
      card: 'secondary',
    },
    {
      id: 'lastUsedAt',
      label: L.lastUsedAt,
      value: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : '未使用'),
      noWrap: true,
      card: 'secondary',
    },
    {
      id: 'status',
      label: L.status,
      value: apiKeyStatusLabel,
      render: (k) => (
        <Chip
          size="small"
          variant="outlined"
          color={k.revokedAt ? 'default' : 'success'}
          label={apiKeyStatusLabel(k)}
        />
      ),
      noWrap: true,
      card: 'status',
    },
    actionsColumn(actions),
  ];
}
