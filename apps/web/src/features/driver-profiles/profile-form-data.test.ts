import { describe, expect, it } from 'vitest';
import { buildProfileFormData } from './profile-form-data.ts';

describe('buildProfileFormData', () => {
  it('sends booleans as text, leaves empty fields out and repeats images', () => {
    const image = new File([new Uint8Array([1])], 'image.png', { type: 'image/png' });
    const form = buildProfileFormData(
      {
        jobTypeId: null,
        driverLicenseExpired: '2027-01-31',
        invoiceRegistrationNumber: null,
        hasEtcCard: true,
        etcCardExpired: '2026-12-31',
        hasFuelCard: false,
        fuelCardExpired: null,
        issuedItemsText: null,
        availableFrom: '08:00',
        availableUntil: null,
        memo: null,
        bankName: null,
        bankCode: null,
        branchName: null,
        branchCode: null,
        jpAccountType: null,
        accountNumber: null,
        accountHolder: null,
      },
      [image, image],
    );
    expect([...form.keys()]).toEqual([
      'driverLicenseExpired',
      'hasEtcCard',
      'etcCardExpired',
      'hasFuelCard',
      'availableFrom',
      'images',
      'images',
    ]);
    expect(form.get('hasFuelCard')).toBe('false');
  });
});
