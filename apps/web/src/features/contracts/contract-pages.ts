/** The contract pages as one lazily loaded chunk (see app/router.tsx). */
export { ContractCreatePage } from './ContractCreatePage.tsx';
export { ContractDetailPage } from './ContractDetailPage.tsx';
export { ContractEditPage } from './ContractEditPage.tsx';
export { ContractListPage } from './ContractListPage.tsx';
