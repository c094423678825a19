/** The driver pages as one lazily loaded chunk (see app/router.tsx). */
export { DriverCreatePage } from './DriverCreatePage.tsx';
export { DriverDetailPage } from './DriverDetailPage.tsx';
export { DriverEditPage } from './DriverEditPage.tsx';
export { DriverListPage } from './DriverListPage.tsx';
