/** What other features may use of courses: its public surface (the layers test admits no other import). */
export { CourseProgress, CourseStatusChip, coursePath } from './course-columns.tsx';
export {
  formatActionTime,
  formatEta,
  formatLoad,
  fromLocalDateTimeText,
  toLocalDateTimeText,
} from './course-format.ts';
export { useListCoursesQuery } from './courses.api.ts';
export { DestinationStatusChip } from './destinations/DestinationChips.tsx';
export { ProofThumbnails } from './destinations/ProofThumbnails.tsx';
export {
  courseStatusColors,
  progressLabel,
  progressPercent,
  shortDate,
  timeRange,
  totalProgress,
} from './dispatch/course-display.ts';
export {
  NO_OPTIONS,
  useClientOptions,
  useContractOptions,
  useDriverOptions,
} from './dispatch/use-options.ts';
