/** What other features may use of company-settings: its public surface (the layers test admits no other import). */
export { useGetCompanySettingsQuery } from './company-settings.api.ts';
