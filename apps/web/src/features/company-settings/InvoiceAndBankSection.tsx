import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  type CompanySettings,
  type CompanySettingsInput,
  companySettingsFields,
  companySettingsLabels as L,
} from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { BankAccountFields } from '../reference-data/index.ts';
import { useSaveCompanySettingsMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SealImageField } from './SealImageField.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

const toInput = (s: CompanySettings): CompanySettingsInput => ({
  invoiceRegistrationNumber: s.invoiceRegistrationNumber,
  bankName: s.bankName,
  bankCode: s.bankCode,
  branchName: s.branchName,
  branchCode: s.branchCode,
  jpAccountType: s.jpAccountType,
  accountNumber: s.accountNumber,
  accountHolder: s.accountHolder,
  deleteSealImpressionImage: false,
  contactDepartment: s.contactDepartment,
  contactPhone: s.contactPhone,
  contactEmail: s.contactEmail,
});

function SubHeading({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5, fontSize: '1rem', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * 適格請求書, 振込先口座 and 社印: one multipart POST /self/company/settings (spec §7), so one form with
 * one 保存. The seal is previewed before it is uploaded; the stored one is shown beside it.
 */
export function InvoiceAndBankSection({
  settings,
  onDirty,
}: {
  settings: CompanySettings;
  onDirty: ReportDirty;
}) {
  const [save] = useSaveCompanySettingsMutation();
  const [seal, setSeal] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { form, submit, submitting } = useSchemaForm({
    schema: companySettingsFields,
    defaultValues: toInput(settings),
    onSubmit: async (values) => {
      try {
        const saved = await save({ values, seal, onProgress: setProgress }).unwrap();
        setSeal(null);
        form.reset(toInput(saved));
        notifySuccess('請求書・振込先・社印の設定を保存しました');
      } finally {
        setProgress(null);
      }
    },
  });
  const {
    control,
    setValue,
    watch,
    formState: { isDirty },
  } = form;
  const isSubmitting = submitting;
  const deleting = Boolean(watch('deleteSealImpressionImage'));
  const changed = (isDirty || seal !== null) && !isSubmitting;
  useEffect(() => onDirty('settings', changed), [onDirty, changed]);

  return (
    <SettingsSection
      id="company-invoice"
      title="請求書・振込先・社印"
      description="請求書に記載する登録番号、振込先口座、支払通知書のお問い合わせ先、社印です。"
    >
      {/* FormProvider: BankAccountFields reads the form from context. */}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="請求書・振込先・社印">
          <SubHeading>適格請求書</SubHeading>
          <Box sx={{ maxWidth: 420 }}>
            <TextFieldControl
              control={control}
              name="invoiceRegistrationNumber"
              label={L.invoiceRegistrationNumber}
              parse={emptyToNull}
              helperText="「T」＋13桁の数字（例: T4011001098993）"
            />
          </Box>
          <Divider sx={{ mt: 3 }} />
          <SubHeading>振込先口座</SubHeading>
          <BankAccountFields disabled={isSubmitting} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {settings.zenginRequesterCode
              ? `全銀振込データの委託者コード: ${settings.zenginRequesterCode}（振込データの作成時に入力したコードです）`
              : '全銀振込データの委託者コードは、月次締めの「振込データ（全銀）」で入力すると次回から自動で入力されます。'}
          </Typography>
          <Divider sx={{ mt: 3 }} />
          <SubHeading>お問い合わせ先（支払通知書）</SubHeading>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            支払通知書に、ドライバーからのお問い合わせ先として記載します。未入力の項目は、会社の電話番号と発行した担当者を記載します。
          </Typography>
          <Box sx={{ maxWidth: 420, display: 'grid', gap: 2 }}>
            <TextFieldControl
              control={control}
              name="contactDepartment"
              label={L.contactDepartment}
              parse={emptyToNull}
              helperText="例: 業務部 精算担当"
            />
            <TextFieldControl
              control={control}
              name="contactPhone"
              label={L.contactPhone}
              parse={emptyToNull}
              type="tel"
              autoComplete="tel"
            />
            <TextFieldControl
              control={control}
              name="contactEmail"
              label={L.contactEmail}
              parse={emptyToNull}
              type="email"
              autoComplete="email"
            />
          </Box>
          <Divider sx={{ mt: 3 }} />
          <SubHeading>社印</SubHeading>
          <SealImageField
            current={settings.sealImpressionImage}
            picked={seal}
            deleting={deleting}
            disabled={isSubmitting}
            onPick={(file) => {
              setSeal(file);
              if (file) setValue('deleteSealImpressionImage', false, { shouldDirty: true });
            }}
            onDelete={(value) => setValue('deleteSealImpressionImage', value, { shouldDirty: true })}
          />
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              sx={{ mt: 2 }}
              aria-label="アップロード中"
            />
          )}
          <SaveButton busy={isSubmitting} />
        </Box>
      </FormProvider>
    </SettingsSection>
  );
}
