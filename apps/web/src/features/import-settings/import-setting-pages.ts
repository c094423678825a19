/** The import setting pages as one lazily loaded chunk (see import-setting-routes.ts). */
export { ImportSettingCreatePage } from './ImportSettingCreatePage.tsx';
export { ImportSettingDetailPage } from './ImportSettingDetailPage.tsx';
export { ImportSettingEditPage } from './ImportSettingEditPage.tsx';
export { ImportSettingListPage } from './ImportSettingListPage.tsx';
