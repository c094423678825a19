/** What other features may use of routing-source: its public surface (the layers test admits no other import). */

export { RoutingSourceUploader } from './RoutingSourceUploader.tsx';
export { PLATFORM_COURSES, useListRoutingSourceQuery } from './routing-source.api.ts';
