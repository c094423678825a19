import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  type ExpenseTaxSetting,
  type ExpenseTaxSettings,
  expenseTypeLabels,
  type TaxRate,
  taxIncludedLabel,
  taxRateLabels,
  taxRates,
} from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveExpenseTaxSettingsMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

/** 経費の税区分: per expense type, the rate and whether drivers enter amounts 税込 or 税抜. */
export function ExpenseTaxSection({
  settings,
  onDirty,
}: {
  settings: ExpenseTaxSettings;
  onDirty: ReportDirty;
}) {
  const [save, { isLoading }] = useSaveExpenseTaxSettingsMutation();
  const [items, setItems] = useState<ExpenseTaxSetting[]>(settings.items);
  const changed = JSON.stringify(items) !== JSON.stringify(settings.items);
  useEffect(() => onDirty('expense-tax', changed && !isLoading), [onDirty, changed, isLoading]);

  const change = (index: number, patch: Partial<ExpenseTaxSetting>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save({ items }).unwrap();
      setItems(saved.items);
      notifySuccess('経費の税区分を保存しました');
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <SettingsSection
      id="company-expense-tax"
      title="経費の税区分"
      description="ドライバーが経費を入力するときの税率と、金額が税込か税抜かの初期値です。"
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="経費の税区分">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ maxWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>経費の種類</TableCell>
                <TableCell>税率</TableCell>
                <TableCell>金額の入力</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => {
                const label = expenseTypeLabels[item.expenseType];
                return (
                  <TableRow key={item.expenseType}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {label}
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <TextField
                        select
                        size="small"
                        value={item.taxRate}
                        slotProps={{ htmlInput: { 'aria-label': `${label}の税率` } }}
                        onChange={(e) => change(index, { taxRate: Number(e.target.value) as TaxRate })}
                      >
                        {taxRates.map((rate) => (
                          <MenuItem key={rate} value={rate}>
                            {taxRateLabels[rate]}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={item.taxIncluded}
                        aria-label={`${label}の金額の入力`}
                        onChange={(_e, value: boolean | null) =>
                          value !== null && change(index, { taxIncluded: value })
                        }
                      >
                        <ToggleButton value={true}>{taxIncludedLabel(true)}</ToggleButton>
                        <ToggleButton value={false}>{taxIncludedLabel(false)}</ToggleButton>
                      </ToggleButtonGroup>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <SaveButton busy={isLoading} />
      </Box>
    </SettingsSection>
  );
}
