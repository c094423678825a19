/** The consignor pages as one lazily loaded chunk (see consignor-routes.ts). */
export { ConsignorCreatePage } from './ConsignorCreatePage.tsx';
export { ConsignorDetailPage } from './ConsignorDetailPage.tsx';
export { ConsignorEditPage } from './ConsignorEditPage.tsx';
export { ConsignorListPage } from './ConsignorListPage.tsx';
