/** The group pages as one lazily loaded chunk (see app/router.tsx). */
export { GroupCreatePage } from './GroupCreatePage.tsx';
export { GroupDetailPage } from './GroupDetailPage.tsx';
export { GroupEditPage } from './GroupEditPage.tsx';
export { GroupListPage } from './GroupListPage.tsx';
