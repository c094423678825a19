import type {
  Company,
  CompanyProfileValues,
  CompanySettings,
  CompanySettingsValues,
  ExpenseTaxSetting,
  ExpenseTaxSettings,
  JournalAccountSettings,
  JournalAccountsInput,
  RollCallSettings,
  RollCallSettingsInput,
  RoutingDurationSettings,
  RoutingDurationSettingsValues,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';
import type { ProgressListener } from '../../lib/multipart-upload.ts';
import { buildCompanySettingsFormData } from './settings-form-data.ts';

const tag = (id: string) => [{ type: 'CompanySettings' as const, id }];

/** The signed-in admin's own company: details, settings, expense tax and routing durations. */
export const companySettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnCompany: build.query<Company, void>({
      query: () => '/self/company',
      providesTags: tag('company'),
    }),
    updateOwnCompany: build.mutation<Company, CompanyProfileValues>({
      query: (body) => ({ url: '/self/company', method: 'PUT', body }),
      // The company's name is also in /self (the top bar).
      invalidatesTags: [...tag('company'), 'SelfData'],
    }),
    getCompanySettings: build.query<CompanySettings, void>({
      query: () => '/self/company/settings',
      providesTags: tag('settings'),
    }),
    /** Multipart (spec §7) with upload progress for the seal image. */
    saveCompanySettings: build.mutation<
      CompanySettings,
      { values: CompanySettingsValues; seal: File | null; onProgress?: ProgressListener }
    >({
      query: ({ values, seal, onProgress }) => ({
        url: '/self/company/settings',
        method: 'POST',
        body: buildCompanySettingsFormData(values, seal),
        onProgress,
      }),
      invalidatesTags: [...tag('settings'), ...tag('company')],
    }),
    getExpenseTaxSettings: build.query<ExpenseTaxSettings, void>({
      query: () => '/self/company/expense-tax-settings',
      providesTags: tag('expense-tax'),
    }),
    saveExpenseTaxSettings: build.mutation<ExpenseTaxSettings, { items: ExpenseTaxSetting[] }>({
      query: (body) => ({ url: '/self/company/expense-tax-settings', method: 'POST', body }),
      invalidatesTags: tag('expense-tax'),
    }),
    getRollCallSettings: build.query<RollCallSettings, void>({
      query: () => '/self/company/roll-call-settings',
      providesTags: tag('roll-call'),
    }),
    saveRollCallSettings: build.mutation<RollCallSettings, RollCallSettingsInput>({
      query: (body) => ({ url: '/self/company/roll-call-settings', method: 'POST', body }),
      invalidatesTags: tag('roll-call'),
    }),
    getJournalAccounts: build.query<JournalAccountSettings, void>({
      query: () => '/self/company/journal-accounts',
      providesTags: tag('journal-accounts'),
    }),
    saveJournalAccounts: build.mutation<JournalAccountSettings, JournalAccountsInput>({
      query: (body) => ({ url: '/self/company/journal-accounts', method: 'POST', body }),
      invalidatesTags: tag('journal-accounts'),
    }),
    getRoutingDurationSettings: build.query<RoutingDurationSettings, void>({
      query: () => '/self/company/routing-duration-settings',
      providesTags: tag('routing-duration'),
    }),
    saveRoutingDurationSettings: build.mutation<RoutingDurationSettings, RoutingDurationSettingsValues>({
      query: (body) => ({ url: '/self/company/routing-duration-settings', method: 'POST', body }),
      invalidatesTags: tag('routing-duration'),
    }),
  }),
});

export const {
  useGetOwnCompanyQuery,
  useUpdateOwnCompanyMutation,
  useGetCompanySettingsQuery,
  useSaveCompanySettingsMutation,
  useGetExpenseTaxSettingsQuery,
  useSaveExpenseTaxSettingsMutation,
  useGetRoutingDurationSettingsQuery,
  useSaveRoutingDurationSettingsMutation,
  useGetRollCallSettingsQuery,
  useSaveRollCallSettingsMutation,
  useGetJournalAccountsQuery,
  useSaveJournalAccountsMutation,
} = companySettingsApi;
