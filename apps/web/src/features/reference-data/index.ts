/** What other features may use of reference-data: its public surface (the layers test admits no other import). */
export { AddressFields } from './AddressFields.tsx';
export { BankAccountFields } from './BankAccountFields.tsx';
