/** The vehicle pages as one lazily loaded chunk (see app/router.tsx). */
export { VehicleCreatePage } from './VehicleCreatePage.tsx';
export { VehicleDetailPage } from './VehicleDetailPage.tsx';
export { VehicleEditPage } from './VehicleEditPage.tsx';
export { VehicleListPage } from './VehicleListPage.tsx';
