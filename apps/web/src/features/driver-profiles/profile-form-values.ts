import type { DriverProfile, DriverProfileInput } from '@rikuun/contract';

/** The profile's stored values as the form's starting values (an unsaved profile is all empty). */
export function profileFormValues(p: DriverProfile): DriverProfileInput {
  return {
    jobTypeId: p.jobTypeId,
    driverLicenseExpired: p.driverLicenseExpired,
    invoiceRegistrationNumber: p.invoiceRegistrationNumber,
    hasEtcCard: p.hasEtcCard,
    etcCardExpired: p.etcCardExpired,
    hasFuelCard: p.hasFuelCard,
    fuelCardExpired: p.fuelCardExpired,
    issuedItemsText: p.issuedItemsText,
    availableFrom: p.availableFrom,
    availableUntil: p.availableUntil,
    memo: p.memo,
    bankName: p.bankName,
    bankCode: p.bankCode,
    branchName: p.branchName,
    branchCode: p.branchCode,
    jpAccountType: p.jpAccountType,
    accountNumber: p.accountNumber,
    accountHolder: p.accountHolder,
  };
}

/** Every field of the form, for server errors at their fields. */
export const profileFormFields = [...Object.keys(profileFormValues({} as DriverProfile)), 'images'];
