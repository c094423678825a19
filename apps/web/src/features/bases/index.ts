/** What other features may use of bases: its public surface (the layers test admits no other import). */
export { fullAddress } from './base-columns.tsx';
export { useGetBaseQuery, useListBasesQuery } from './bases.api.ts';
export { SiteFields } from './SiteFields.tsx';
