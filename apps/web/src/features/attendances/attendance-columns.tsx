import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type Attendance, awaitsConfirmation } from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDateTime } from '../../lib/format.ts';
import { alcoholText, checkerText, healthText, methodText, typeText, yesNo } from './attendance-format.ts';

/** The 点呼記録 list's columns (table, phone card and CSV export); `onConfirm` opens the confirmation. */
export function attendanceColumns(onConfirm: (record: Attendance) => void): readonly Column<Attendance>[] {
  return [
    { id: 'at', label: '日時', value: (r) => formatDateTime(r.at), noWrap: true, card: 'secondary' },
    { id: 'driverName', label: 'ドライバー', value: (r) => r.driverName, noWrap: true, card: 'primary' },
    { id: 'type', label: '種別', value: typeText, noWrap: true, card: 'status' },
    { id: 'vehicle', label: '車両', value: (r) => r.vehicleRegistrationNumber, noWrap: true },
    {
      id: 'checker',
      label: '点呼執行者',
      value: (r) => checkerText(r) || (awaitsConfirmation(r) ? '未確認' : ''),
      render: (r) =>
        awaitsConfirmation(r) ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onConfirm(r)}
            aria-label={`確認する（${r.driverName}の点呼）`}
          >
            確認する
          </Button>
        ) : (
          checkerText(r) || '—'
        ),
      noWrap: true,
      card: 'secondary',
    },
    { id: 'method', label: '点呼方法', value: methodText, noWrap: true },
    {
      id: 'alcoholDetected',
      label: '酒気帯び',
      value: (r) => yesNo(r.alcoholDetected),
      render: (r) =>
        r.alcoholDetected ? (
          <Chip
            size="small"
            color="error"
            label={r.alcoholOutcome ? 'あり（措置済み）' : 'あり・乗務禁止'}
            sx={{ fontWeight: 700 }}
          />
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
    { id: 'awayFromBase', label: '場所', value: (r) => (r.awayFromBase ? '出先' : ''), noWrap: true },
    { id: 'vehicleRoadReport', label: '状況', value: (r) => r.vehicleRoadReport, maxWidth: 200 },
    { id: 'handoverNote', label: '通告', value: (r) => r.handoverNote, maxWidth: 160 },
    { id: 'instructions', label: '指示事項', value: (r) => r.instructions, maxWidth: 200 },
    {
      id: 'alcoholOutcome',
      label: '措置',
      value: (r) => r.alcoholOutcome,
      render: (r) =>
        r.alcoholOutcome ? (
          <Typography component="span" variant="body2">
            {r.alcoholOutcome}
          </Typography>
        ) : (
          '—'
        ),
      maxWidth: 200,
    },
    { id: 'odometerKm', label: 'メーター（km）', value: (r) => r.odometerKm, align: 'right', noWrap: true },
    { id: 'memo', label: '備考', value: (r) => r.memo, maxWidth: 200 },
  ];
}
