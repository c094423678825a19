import Typography from '@mui/material/Typography';
import type { Attendance } from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDateTime } from '../../lib/format.ts';
import { alcoholText, healthText, methodText, typeText, yesNo } from './attendance-format.ts';

/** The 点呼記録 list's columns: table, phone card and CSV export. */
export const attendanceColumns: readonly Column<Attendance>[] = [
  { id: 'at', label: '日時', value: (r) => formatDateTime(r.at), noWrap: true, card: 'secondary' },
  { id: 'driverName', label: 'ドライバー', value: (r) => r.driverName, noWrap: true, card: 'primary' },
  { id: 'type', label: '種別', value: typeText, noWrap: true, card: 'status' },
  { id: 'vehicle', label: '車両', value: (r) => r.vehicleRegistrationNumber, noWrap: true },
  { id: 'method', label: '点呼方法', value: methodText, noWrap: true },
  { id: 'checkedBy', label: '点呼執行者', value: (r) => r.checkedBy, maxWidth: 160 },
  {
    id: 'alcoholDetected',
    label: '酒気帯び',
    value: (r) => yesNo(r.alcoholDetected),
    render: (r) =>
      r.alcoholDetected ? (
        <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
          あり
        </Typography>
      ) : (
        yesNo(r.alcoholDetected) || '—'
      ),
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'alcoholValue',
    label: '濃度（mg/L）',
    value: (r) => alcoholText(r.alcoholValue),
    align: 'right',
    noWrap: true,
  },
  {
    id: 'detectorUsed',
    label: '検知器',
    value: (r) => yesNo(r.detectorUsed, '使用', '未使用'),
    noWrap: true,
  },
  { id: 'healthCondition', label: '健康状態', value: healthText, noWrap: true },
  { id: 'sleepHours', label: '睡眠（時間）', value: (r) => r.sleepHours, align: 'right', noWrap: true },
  {
    id: 'dailyInspectionDone',
    label: '日常点検',
    value: (r) => yesNo(r.dailyInspectionDone, '実施', '未実施'),
    noWrap: true,
  },
  { id: 'odometerKm', label: 'メーター（km）', value: (r) => r.odometerKm, align: 'right', noWrap: true },
  { id: 'memo', label: '備考', value: (r) => r.memo, maxWidth: 200 },
];
