import Chip from '@mui/material/Chip';
import { type PlatformCourse, platformCourseStatusLabels } from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns.ts';
import { actionsColumn } from '../../components/data-table/columns.ts';
import { formatDate } from '../../lib/format.ts';

/** The system administrator's course list; `actions` renders the row's 割当 button. */
export function platformCourseColumns(
  actions: (course: PlatformCourse) => ReactNode,
): Column<PlatformCourse>[] {
  return [
    { id: 'name', label: 'コース名', value: (c) => c.name, noWrap: true, card: 'primary' },
    {
      id: 'deliveryDate',
      label: '配送日',
      value: (c) => c.deliveryDate,
      render: (c) => formatDate(c.deliveryDate),
      noWrap: true,
      card: 'secondary',
    },
    { id: 'consignorName', label: '荷主', value: (c) => c.consignorName, maxWidth: 200, card: 'secondary' },
    {
      id: 'stopCount',
      label: '配送先数',
      value: (c) => c.stopCount,
      align: 'right',
      noWrap: true,
      card: 'secondary',
    },
    {
      id: 'status',
      label: '状態',
      value: (c) => platformCourseStatusLabels[c.status],
      render: (c) => (
        <Chip
          size="small"
          variant="outlined"
          color={c.status === 'assigned' ? 'success' : 'warning'}
          label={platformCourseStatusLabels[c.status]}
        />
      ),
      noWrap: true,
      card: 'status',
    },
    {
      id: 'assignedCompanyName',
      label: '運送会社',
      value: (c) => c.assignedCompanyName,
      maxWidth: 220,
      card: 'secondary',
    },
    actionsColumn(actions),
  ];
}
