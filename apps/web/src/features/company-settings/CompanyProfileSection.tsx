import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  type Company,
  type CompanyProfileInput,
  type CompanyProfileValues,
  companyProfileInput,
} from '@rikuun/contract';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldsOf, valuesOf } from '../../components/form/schema-values.ts';
import { useLoadedVersion } from '../../components/form/use-loaded-version.ts';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { CompanyDetailsFields } from '../companies/index.ts';
import { useUpdateOwnCompanyMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

const knownFields = fieldsOf(companyProfileInput);

/** 会社情報: the basic details the company's admin may edit (PUT /self/company). */
export function CompanyProfileSection({ company, onDirty }: { company: Company; onDirty: ReportDirty }) {
  const [update] = useUpdateOwnCompanyMutation();
  const form = useForm<CompanyProfileInput, unknown, CompanyProfileValues>({
    resolver: zodResolver(companyProfileInput),
    defaultValues: valuesOf(companyProfileInput, company),
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;
  useEffect(() => onDirty('profile', isDirty && !isSubmitting), [onDirty, isDirty, isSubmitting]);
  const loaded = useLoadedVersion(company.version, (latest) =>
    reset(valuesOf(companyProfileInput, latest as unknown as Company)),
  );

  const submit = async (values: CompanyProfileValues) => {
    try {
      const saved = await update(loaded.withVersion(values)).unwrap();
      loaded.saved(saved);
      reset(valuesOf(companyProfileInput, saved));
      notifySuccess('会社情報を保存しました');
    } catch (error) {
      if (!loaded.conflict(error)) handleError(error, { setError, knownFields });
    }
  };

  return (
    <SettingsSection
      id="company-profile"
      title="会社情報"
      description="請求書や支払通知書に記載されます。利用状態の変更はシステム管理者にご依頼ください。"
    >
      {/* FormProvider: the address fields read the form from context. */}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="会社情報">
          <CompanyDetailsFields control={control} />
          <SaveButton disabled={isSubmitting} />
        </Box>
      </FormProvider>
    </SettingsSection>
  );
}
