import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  accountingMonthLabel,
  CARRIED_OVER_LABEL,
  type CarriedOver,
  expenseTypeLabels,
  type ReimbursementLine,
  type StatementLine,
  taxRateLabels,
  type taxSummarySchema,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { DetailList } from '../../components/DetailList.tsx';
import { formatDate, formatYen } from '../../lib/format.ts';

type Figures = {
  feeAmount: number;
  adjustmentAmount: number;
  expenseAmount: number;
  reimbursementTotal: number;
  totalAmount: number;
  tax: z.infer<typeof taxSummarySchema>;
  /** A driver's shortfall carried from the previous month's 相殺通知書. */
  carriedOver?: CarriedOver | null;
};

const titleProps = { variant: 'h6', component: 'h2' } as const;

/** 合計: the parts, the tax once per rate (対象額・消費税), and what is billed or paid. */
export function StatementTotals({ figures, totalLabel }: { figures: Figures; totalLabel: string }) {
  return (
    <Card variant="outlined" component="section" aria-label="集計">
      <CardHeader title="集計" titleTypographyProps={titleProps} />
      <CardContent sx={{ pt: 0 }}>
        <DetailList
          items={[
            { label: '運賃（税抜）', value: formatYen(figures.feeAmount) },
            ...(figures.expenseAmount === 0
              ? []
              : [{ label: '運賃に含めた高速代等（税抜）', value: formatYen(figures.expenseAmount) }]),
            { label: '調整額（税抜）', value: formatYen(figures.adjustmentAmount) },
            { label: '立替金（対象外）', value: formatYen(figures.reimbursementTotal) },
            ...(figures.carriedOver
              ? [
                  {
                    label: CARRIED_OVER_LABEL,
                    value: `${formatYen(figures.carriedOver.amount)}（${accountingMonthLabel(figures.carriedOver.fromMonth)}分 ${figures.carriedOver.documentNumber}）`,
                  },
                ]
              : []),
            { label: totalLabel, value: <strong>{formatYen(figures.totalAmount)}</strong> },
          ]}
        />
        <TableContainer sx={{ mt: 2 }}>
          <Table size="small" aria-label="税率ごとの集計">
            <TableHead>
              <TableRow>
                <TableCell>税率</TableCell>
                <TableCell align="right">対象額（税抜）</TableCell>
                <TableCell align="right">消費税</TableCell>
                <TableCell align="right">税込</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.tax.byRate.map((r) => (
                <TableRow key={r.taxRate}>
                  <TableCell>{taxRateLabels[r.taxRate]}</TableCell>
                  <TableCell align="right">{formatYen(r.taxableAmount)}</TableCell>
                  <TableCell align="right">{formatYen(r.taxAmount)}</TableCell>
                  <TableCell align="right">{formatYen(r.totalAmount)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>計</TableCell>
                <TableCell align="right">{formatYen(figures.tax.taxableAmount)}</TableCell>
                <TableCell align="right">{formatYen(figures.tax.taxAmount)}</TableCell>
                <TableCell align="right">{formatYen(figures.tax.totalAmount)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          消費税は税率ごとに合計してから一度だけ端数処理しています（自社設定の端数処理）。※は軽減税率の対象です。
        </Typography>
      </CardContent>
    </Card>
  );
}

/** 明細: the approved daily reports' fees, the courses given to partners (傭車), road costs billed as 運賃 and the adjustments, tax excluded. */
export function StatementLines({ lines }: { lines: StatementLine[] }) {
  return (
    <Card variant="outlined" component="section" aria-label="明細">
      <CardHeader title={`明細（${lines.length}件）`} titleTypographyProps={titleProps} />
      <CardContent sx={{ pt: 0 }}>
        {lines.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>承認済みの日報・傭車・調整額はありません</Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-label="明細">
              <TableHead>
                <TableRow>
                  <TableCell>日付</TableCell>
                  <TableCell>内容</TableCell>
                  <TableCell align="right">数量</TableCell>
                  <TableCell align="right">単価</TableCell>
                  <TableCell align="right">金額（税抜）</TableCell>
                  <TableCell>税率</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={`${l.kind}-${l.sourceId}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {l.date ? formatDate(l.date) : '調整額'}
                    </TableCell>
                    <TableCell>
                      {l.kind === 'subcontract' && (
                        <Chip size="small" label="傭車" variant="outlined" sx={{ mr: 1 }} />
                      )}
                      {l.description}
                      {l.taxRate === 8 ? ' ※' : ''}
                      {l.originalSales ? (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          対価の返還等：{accountingMonthLabel(l.originalSales.accountingMonth)}分（
                          {formatDate(l.originalSales.from)}〜{formatDate(l.originalSales.to)}）の取引
                        </Typography>
                      ) : null}
                      {l.taxExemptReason ? (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          0%の理由：{l.taxExemptReason}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {l.quantity === null ? '' : `${l.quantity}${l.unit ?? ''}`}
                    </TableCell>
                    <TableCell align="right">{l.unitPrice === null ? '' : formatYen(l.unitPrice)}</TableCell>
                    <TableCell align="right" sx={{ color: l.amount < 0 ? 'error.main' : undefined }}>
                      {formatYen(l.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.taxRate}%</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 立替金: approved expenses passed on (client: billable ones its tollHandling leaves out of the 運賃) or
 * reimbursed (driver), as paid, dated by the receipt; `action` downloads the 立替金精算書.
 */
export function StatementReimbursements({ rows, action }: { rows: ReimbursementLine[]; action?: ReactNode }) {
  if (rows.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="立替金">
      <CardHeader
        title={`立替金（${rows.length}件）`}
        subheader="消費税の対象外"
        titleTypographyProps={titleProps}
        action={action}
      />
      <CardContent sx={{ pt: 0 }}>
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="立替金">
            <TableHead>
              <TableRow>
                <TableCell>日付</TableCell>
                <TableCell>支払先</TableCell>
                <TableCell>種類</TableCell>
                <TableCell>内容</TableCell>
                <TableCell align="right">金額（税込）</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.expenseId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.paidOn)}</TableCell>
                  <TableCell>{r.payeeName ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{expenseTypeLabels[r.expenseType]}</TableCell>
                  <TableCell>{r.description}</TableCell>
                  <TableCell align="right">{formatYen(r.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
