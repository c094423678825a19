/** The course page and form as one lazily loaded chunk (see app/router.tsx). */
export { CourseDetailPage } from './CourseDetailPage.tsx';
export { CourseFormPage } from './CourseFormPage.tsx';
