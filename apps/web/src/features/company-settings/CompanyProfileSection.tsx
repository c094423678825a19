import Box from '@mui/material/Box';
import { type Company, companyProfileInput } from '@rikuun/contract';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { valuesOf } from '../../components/form/schema-values.ts';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { CompanyDetailsFields } from '../companies/index.ts';
import { useUpdateOwnCompanyMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

/** 会社情報: the basic details the company's admin may edit (PUT /self/company). */
export function CompanyProfileSection({ company, onDirty }: { company: Company; onDirty: ReportDirty }) {
  const [update] = useUpdateOwnCompanyMutation();
  // The page asks before its changed sections are left (use-dirty-sections.ts).
  const { form, submit, submitting, loaded } = useSchemaForm({
    schema: companyProfileInput,
    defaultValues: valuesOf(companyProfileInput, company),
    version: company.version,
    onSubmit: async (values) => {
      const saved = await update(values).unwrap();
      loaded.saved(saved);
      form.reset(valuesOf(companyProfileInput, saved));
      notifySuccess('会社情報を保存しました');
    },
  });
  const { control } = form;
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty('profile', isDirty && !submitting), [onDirty, isDirty, submitting]);

  return (
    <SettingsSection
      id="company-profile"
      title="会社情報"
      description="請求書や支払通知書に記載されます。利用状態の変更はシステム管理者にご依頼ください。"
    >
      {/* FormProvider: the address fields read the form from context. */}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="会社情報">
          <CompanyDetailsFields control={control} />
          <SaveButton busy={submitting} />
        </Box>
      </FormProvider>
    </SettingsSection>
  );
}
