/** The client pages as one lazily loaded chunk (see app/router.tsx). */
export { ClientCreatePage } from './ClientCreatePage.tsx';
export { ClientDetailPage } from './ClientDetailPage.tsx';
export { ClientEditPage } from './ClientEditPage.tsx';
export { ClientListPage } from './ClientListPage.tsx';
