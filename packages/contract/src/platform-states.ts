/**
 * States of the platform records of issue 12 (domain-model §5): consignors' delivery data, the system
 * administrator's courses, course offers (傭車), outside-integration batches and optimization runs.
 */
export const routingSourceStatuses = ['new', 'processed'] as const;
export type RoutingSourceStatus = (typeof routingSourceStatuses)[number];
export const routingSourceStatusLabels: Record<RoutingSourceStatus, string> = {
  new: '未処理',
  processed: '処理済み',
};

export const platformCourseStatuses = ['unassigned', 'assigned'] as const;
export type PlatformCourseStatus = (typeof platformCourseStatuses)[number];
export const platformCourseStatusLabels: Record<PlatformCourseStatus, string> = {
  unassigned: '未割当',
  assigned: '割当済み',
};

export const courseOfferStatuses = ['open', 'accepted', 'withdrawn', 'expired'] as const;
export type CourseOfferStatus = (typeof courseOfferStatuses)[number];
export const courseOfferStatusLabels: Record<CourseOfferStatus, string> = {
  open: '募集中',
  accepted: '成立',
  withdrawn: '取り下げ',
  expired: '期限切れ',
};

export const optimizationRunStatuses = ['running', 'succeeded', 'failed', 'cancelled', 'confirmed'] as const;
export type OptimizationRunStatus = (typeof optimizationRunStatuses)[number];
export const optimizationRunStatusLabels: Record<OptimizationRunStatus, string> = {
  running: '計算中',
  succeeded: '完了',
  failed: '失敗',
  cancelled: '中止',
  confirmed: '確定済み',
};
