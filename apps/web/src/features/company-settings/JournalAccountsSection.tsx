import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  defaultJournalAccounts,
  type JournalAccountSettings,
  journalAccountKeys,
  journalAccountLabels,
  journalAccountsInput,
  taxAccountingLabels,
  taxAccountingMethods,
} from '@rikuun/contract';
import { useEffect } from 'react';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveJournalAccountsMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

const taxAccountingOptions = taxAccountingMethods.map((value) => ({
  value,
  label: taxAccountingLabels[value],
}));

/** What each 経理方式 makes of the file (decision 069). */
export const TAX_ACCOUNTING_HELP =
  '税抜経理では会計ソフトが各行の消費税を仮受消費税・仮払消費税に振り替えます（弥生会計には税金額を記入）。税込経理では弥生会計の税金額を空欄にします。会計ソフトの設定と同じにしてください。';

/**
 * 仕訳エクスポートの勘定科目 and 経理方式: the names the month's 仕訳 are booked to, as the accounting
 * software has them, and whether the books are kept tax-included or tax-excluded.
 */
export function JournalAccountsSection({
  settings,
  onDirty,
}: {
  settings: JournalAccountSettings;
  onDirty: ReportDirty;
}) {
  const [save] = useSaveJournalAccountsMutation();
  const { saved: _saved, ...accounts } = settings;
  const { form, submit, submitting } = useSchemaForm({
    schema: journalAccountsInput,
    defaultValues: accounts,
    onSubmit: async (values) => {
      const { saved: _s, ...next } = await save(values).unwrap();
      form.reset(next);
      notifySuccess('仕訳エクスポートの勘定科目を保存しました');
    },
  });
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty('journalAccounts', isDirty && !submitting), [onDirty, isDirty, submitting]);

  return (
    <SettingsSection
      id="company-journal-accounts"
      title="仕訳エクスポートの勘定科目"
      description="月次締めの「仕訳エクスポート」で使う勘定科目と経理方式です。勘定科目は会計ソフトに登録されている名称と同じにしてください（12文字以内）。"
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={submit}
        aria-label="仕訳エクスポートの勘定科目"
      >
        <SelectControl
          control={form.control}
          name="taxAccounting"
          label="経理方式"
          options={taxAccountingOptions}
          required
          helperText={TAX_ACCOUNTING_HELP}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {journalAccountKeys.map((key) => (
            <TextFieldControl
              key={key}
              control={form.control}
              name={key}
              label={journalAccountLabels[key]}
              helperText={`標準 ${defaultJournalAccounts[key]}`}
              required
            />
          ))}
        </Box>
        <SaveButton busy={submitting} />
      </Stack>
    </SettingsSection>
  );
}
