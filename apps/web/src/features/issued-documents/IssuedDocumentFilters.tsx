import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  documentKindLabels,
  documentKinds,
  type IssuedDocumentListFilter,
  questionStatuses,
  questionStatusLabels,
} from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { MonthField } from '../../components/form/MonthField.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';

type Props = {
  query: IssuedDocumentListFilter;
  onChange: (change: Partial<IssuedDocumentListFilter>, options?: { replace?: boolean }) => void;
};

/** 請求書, 返還請求書, 支払通知書, 相殺通知書, 運送契約書面: each document by the name it was issued under. */
const kindOptions = documentKinds.map((value) => ({ value, label: documentKindLabels[value] }));
const questionOptions = questionStatuses.map((value) => ({ value, label: questionStatusLabels[value] }));
const small = { size: 'small' as const, slotProps: { inputLabel: { shrink: true } } };
const dateWidth = { width: { xs: '100%', sm: 170 } };

/** A yen bound typed freely and applied when the field is left (or Enter). */
function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const apply = () => {
    const digits = text.normalize('NFKC').replace(/[,¥\s]/g, '');
    const n = digits === '' ? undefined : Number(digits);
    onChange(n === undefined || Number.isInteger(n) ? n : value);
  };
  return (
    <TextField
      {...small}
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      slotProps={{ ...small.slotProps, htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { xs: '100%', sm: 130 } }}
    />
  );
}

/**
 * The 電帳法 search: kind, 発行日 range, 金額 range, counterparty, 対象月 and 旧版を含む, all kept in
 * the URL and combined.
 */
export function IssuedDocumentFilters({ query, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <ListSelectFilter
        label="種類"
        value={query.documentKind}
        options={kindOptions}
        onChange={(documentKind) => onChange({ documentKind })}
      />
      <ListSelectFilter
        label="問い合わせ"
        value={query.questionStatus}
        options={questionOptions}
        onChange={(questionStatus) => onChange({ questionStatus })}
      />
      <ListSearchField
        label="取引先・ドライバー名"
        value={query.counterparty}
        onChange={(counterparty) => onChange({ counterparty }, { replace: true })}
      />
      <ListDateFilter
        label="発行日（から）"
        value={query.issuedFrom}
        onChange={(issuedFrom) => onChange({ issuedFrom })}
      />
      <ListDateFilter
        label="発行日（まで）"
        value={query.issuedTo}
        onChange={(issuedTo) => onChange({ issuedTo })}
      />
      <AmountField
        label="金額（下限）"
        value={query.amountMin}
        onChange={(amountMin) => onChange({ amountMin })}
      />
      <AmountField
        label="金額（上限）"
        value={query.amountMax}
        onChange={(amountMax) => onChange({ amountMax })}
      />
      <MonthField
        label="対象月"
        size="small"
        sx={dateWidth}
        value={query.accountingMonth ?? null}
        onChange={(month) => onChange({ accountingMonth: month ?? undefined })}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={query.includeSuperseded === true}
            onChange={(e) => onChange({ includeSuperseded: e.target.checked || undefined })}
          />
        }
        label="旧版を含む"
      />
    </Box>
  );
}
