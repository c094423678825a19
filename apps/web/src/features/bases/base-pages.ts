/** The base pages as one lazily loaded chunk (see app/router.tsx). */
export { BaseCreatePage } from './BaseCreatePage.tsx';
export { BaseDetailPage } from './BaseDetailPage.tsx';
export { BaseEditPage } from './BaseEditPage.tsx';
export { BaseListPage } from './BaseListPage.tsx';
