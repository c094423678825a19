import { describe, expect, it } from 'vitest';
import { buildCompanySettingsFormData } from './settings-form-data.ts';

const values = {
  invoiceRegistrationNumber: 'T4011001098993',
  bankName: 'みずほ銀行',
  bankCode: null,
  branchName: null,
  branchCode: '001',
  jpAccountType: '1' as const,
  accountNumber: '0123456',
  accountHolder: null,
  deleteSealImpressionImage: false,
  contactDepartment: '業務部 精算担当',
  contactPhone: null,
  contactEmail: null,
};

describe('buildCompanySettingsFormData', () => {
  it('sends optional fields only with a value, and the codes always (empty when unset)', () => {
    const form = buildCompanySettingsFormData(values, null);
    expect([...form.keys()].sort()).toEqual(
      [
        'accountNumber',
        'bankCode',
        'bankName',
        'branchCode',
        'contactDepartment',
        'invoiceRegistrationNumber',
        'jpAccountType',
      ].sort(),
    );
    expect(form.get('bankCode')).toBe('');
    expect(form.get('branchCode')).toBe('001');
  });

  it('sends a new seal as a file, or asks to delete the stored one', () => {
    const seal = new File([new Uint8Array([1])], 'image.png', { type: 'image/png' });
    const withSeal = buildCompanySettingsFormData({ ...values, deleteSealImpressionImage: true }, seal);
    expect((withSeal.get('sealImpressionImage') as File).name).toBe('image.png');
    expect(withSeal.has('deleteSealImpressionImage')).toBe(false);
    const deleting = buildCompanySettingsFormData({ ...values, deleteSealImpressionImage: true }, null);
    expect(deleting.get('deleteSealImpressionImage')).toBe('true');
  });
});
