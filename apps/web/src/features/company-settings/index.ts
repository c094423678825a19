/** What other features may use of company-settings: its public surface (the layers test admits no other import). */
export {
  useGetCompanySettingsQuery,
  useGetJournalAccountsQuery,
  useGetOwnCompanyQuery,
} from './company-settings.api.ts';
export { TAX_ACCOUNTING_HELP } from './JournalAccountsSection.tsx';
