import Link from '@mui/material/Link';
import type { AccidentReportListItem } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate } from '../../lib/format.ts';
import { DeadlineChip } from './DeadlineChip.tsx';
import { deadlineText, pendingDeadline } from './deadline-status.ts';

export const accidentReportPath = (r: { id: string }) => `/accident-reports/${r.id}`;

const place = (r: AccidentReportListItem) => [r.address1, r.address2].filter(Boolean).join(' ');

/** The accident report list's columns: table, phone card and CSV export. */
export const accidentColumns: readonly Column<AccidentReportListItem>[] = [
  {
    id: 'accidentDate',
    label: '発生日時',
    value: (r) => `${r.accidentDate} ${r.accidentTime}`,
    render: (r) => (
      <Link component={RouterLink} to={accidentReportPath(r)}>
        {formatDate(r.accidentDate)} {r.accidentTime}
      </Link>
    ),
    noWrap: true,
    card: 'primary',
  },
  {
    id: 'reportDeadline',
    label: '報告期限',
    value: (r) => {
      const pending = pendingDeadline(r);
      return pending === 'submitted' ? '報告書提出済み' : pending && deadlineText(pending);
    },
    render: (r) => <DeadlineChip report={r} />,
    noWrap: true,
    card: 'status',
  },
  { id: 'driverName', label: 'ドライバー', value: (r) => r.driverName, noWrap: true, card: 'secondary' },
  { id: 'place', label: '発生場所', value: place, maxWidth: 220, card: 'secondary' },
  {
    id: 'description',
    label: '事故の状況',
    value: (r) => r.details.description,
    maxWidth: 220,
  },
  {
    id: 'injuries',
    label: '死傷者',
    value: (r) =>
      `死者${r.details.injuries.deaths}・重傷${r.details.injuries.serious}・軽傷${r.details.injuries.minor}`,
    noWrap: true,
  },
  {
    id: 'isCritical',
    label: '重大事故',
    value: (r) => (r.isCritical ? '該当' : ''),
    noWrap: true,
  },
  { id: 'fileCount', label: '添付', value: (r) => r.fileCount, align: 'right', noWrap: true },
];
