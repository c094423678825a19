/** What other features may use of driver-courses: its public surface (the layers test admits no other import). */
export { useGetOwnCoursesQuery } from './driver-courses.api.ts';
export { type Photo, ProofPhotos } from './ProofPhotos.tsx';
export { TodayCoursesCard } from './TodayCoursesCard.tsx';
export { useDateParam, useDriverDay, useOutboxUser } from './use-driver-day.ts';
