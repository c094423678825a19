/** What other features may use of companies: its public surface (the layers test admits no other import). */

export { CompanyDetailsFields } from './CompanyDetailsFields.tsx';
export { useListCompaniesQuery } from './companies.api.ts';
