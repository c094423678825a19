import Chip from '@mui/material/Chip';
import {
  type ApproveStatus,
  approveStatusLabels,
  type DailyReport,
  feeTypeLabels,
  feeTypeUnits,
} from '@rikuun/contract';
import { formatDate, formatYen, pad, partsOf } from '../../lib/format.ts';

const statusColors: Record<ApproveStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  requested: 'info',
  approved: 'success',
  rejected: 'warning',
};

/** 下書き・申請中・承認・差戻し as a small chip. */
export function ApproveStatusChip({ status }: { status: ApproveStatus }) {
  return (
    <Chip size="small" label={approveStatusLabels[status]} color={statusColors[status]} variant="outlined" />
  );
}

/** ¥1,234, or empty when there is no amount. */
export const yenText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : formatYen(amount);

/** 「2 便」「8.25 時間」: the fee quantity with the contract's unit. */
export function quantityText(r: Pick<DailyReport, 'quantity' | 'feeType'>): string {
  if (r.quantity === null) return '';
  const unit = r.feeType ? feeTypeUnits[r.feeType] : '';
  return `${r.quantity.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}`;
}

export const feeTypeText = (r: Pick<DailyReport, 'feeType'>) => (r.feeType ? feeTypeLabels[r.feeType] : '');

/** 06:30, or 11/26 01:10 for a time on another day than the report's. */
export function timeText(instant: string | null | undefined, date?: string): string {
  if (!instant) return '';
  const p = partsOf(instant);
  if (!p) return '';
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  const day = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return date && day !== date ? `${p.month}/${p.day} ${time}` : time;
}

/** 06:30〜15:15 */
export const spanText = (from: string | null, to: string | null, date?: string) =>
  from || to ? `${timeText(from, date) || '—'}〜${timeText(to, date) || '—'}` : '';

export const kmText = (km: number | null) =>
  km === null ? '' : `${km.toLocaleString('ja-JP', { maximumFractionDigits: 2 })} km`;

/** 2026/11/20 豊洲定期便 */
export const reportTitle = (r: Pick<DailyReport, 'date' | 'contractName'>) =>
  `${formatDate(r.date)} ${r.contractName ?? '契約なし'}`;

export const dailyReportPath = (r: { id: string }) => `/daily-reports/${r.id}`;
