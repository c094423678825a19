import type { CompanySettingsValues } from '@rikuun/contract';

const optionalFields = [
  'invoiceRegistrationNumber',
  'bankName',
  'branchName',
  'jpAccountType',
  'accountNumber',
  'accountHolder',
  'contactDepartment',
  'contactPhone',
  'contactEmail',
] as const;

/**
 * The multipart body of POST /self/company/settings as spec §5 has the client send it: optional
 * fields only when they have a value, bankCode and branchCode always (empty text when unset), the
 * seal as image.{ext} (see toUploadImage). Without a new seal and without deleting, the stored one stays.
 */
export function buildCompanySettingsFormData(values: CompanySettingsValues, seal: File | null): FormData {
  const form = new FormData();
  for (const key of optionalFields) {
    const value = values[key];
    if (value) form.append(key, value);
  }
  form.append('bankCode', values.bankCode ?? '');
  form.append('branchCode', values.branchCode ?? '');
  if (seal) form.append('sealImpressionImage', seal, seal.name);
  else if (values.deleteSealImpressionImage) form.append('deleteSealImpressionImage', 'true');
  return form;
}
