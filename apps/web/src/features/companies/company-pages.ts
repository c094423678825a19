/** The system administrator's company pages as one lazily loaded chunk (see app/router.tsx). */
export { CompanyCreatePage } from './CompanyCreatePage.tsx';
export { CompanyDetailPage } from './CompanyDetailPage.tsx';
export { CompanyEditPage } from './CompanyEditPage.tsx';
export { CompanyListPage } from './CompanyListPage.tsx';
