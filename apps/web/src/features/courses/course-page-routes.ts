import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./course-page-pages.ts');

/** One course's page and its form (company staff); the lists and the 配車表 route elsewhere. */
export const coursePageRoutes: RouteObject[] = [
  {
    path: 'courses/new',
    handle: { title: 'コースの登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).CourseFormPage }),
  },
  // The title is the course's name, set by the page once loaded.
  { path: 'courses/:id', lazy: async () => ({ Component: (await pages()).CourseDetailPage }) },
  {
    path: 'courses/:id/edit',
    handle: { title: 'コースの編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).CourseFormPage }),
  },
];
