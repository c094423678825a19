import type {
  ImportSetting,
  ImportSettingListFilter,
  ImportSettingPreset,
  ImportSettingValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const importSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listImportSettings: build.query<ListResponse<ImportSetting>, ImportSettingListFilter>({
      query: (params) => ({ url: '/import-settings', params }),
      providesTags: (result) => [
        { type: 'ImportSetting', id: 'LIST' },
        ...(result?.data ?? []).map((s) => ({ type: 'ImportSetting' as const, id: s.id })),
      ],
    }),
    listImportSettingPresets: build.query<ListResponse<ImportSettingPreset>, void>({
      query: () => '/import-settings/presets',
      // The product's presets do not change while it runs.
      keepUnusedDataFor: 3600,
    }),
    getImportSetting: build.query<ImportSetting, string>({
      query: (id) => `/import-settings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ImportSetting', id }],
    }),
    createImportSetting: build.mutation<ImportSetting, ImportSettingValues>({
      query: (body) => ({ url: '/import-settings', method: 'POST', body }),
      invalidatesTags: [{ type: 'ImportSetting', id: 'LIST' }],
    }),
    updateImportSetting: build.mutation<ImportSetting, { id: string; body: ImportSettingValues }>({
      query: ({ id, body }) => ({ url: `/import-settings/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ImportSetting', id },
        { type: 'ImportSetting', id: 'LIST' },
      ],
    }),
    deleteImportSetting: build.mutation<void, string>({
      query: (id) => ({ url: `/import-settings/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Lists only: the deleted setting's own page leaves for the list (see vehicles).
      invalidatesTags: [{ type: 'ImportSetting', id: 'LIST' }],
    }),
  }),
});

export const {
  useListImportSettingsQuery,
  useLazyListImportSettingsQuery,
  useListImportSettingPresetsQuery,
  useGetImportSettingQuery,
  useCreateImportSettingMutation,
  useUpdateImportSettingMutation,
  useDeleteImportSettingMutation,
} = importSettingsApi;
