import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/Loading.tsx';
import { type RouteHandle, RouteTitle } from '../components/RouteTitle.tsx';
import { accidentReportRoutes } from '../features/accident-reports/accident-report-routes.ts';
import { driverAccidentReportRoutes } from '../features/accident-reports/driver-accident-report-routes.ts';
import { accountRoutes } from '../features/account/account-routes.ts';
import { alertRoutes } from '../features/alerts/alert-routes.ts';
import { apiKeyRoutes } from '../features/api-keys/api-key-routes.ts';
import { approvalRoutes } from '../features/approvals/approvals-routes.ts';
import { attendanceRoutes } from '../features/attendances/attendance-routes.ts';
import { baseRoutes } from '../features/bases/base-routes.ts';
import { clientRoutes } from '../features/clients/client-routes.ts';
import { companyRoutes } from '../features/companies/company-routes.ts';
import { companySettingsRoutes } from '../features/company-settings/company-settings-routes.ts';
import { consignorMapRoutes } from '../features/consignor-map/consignor-map-routes.ts';
import { consignorUserRoutes } from '../features/consignor-users/consignor-user-routes.ts';
import { consignorRoutes } from '../features/consignors/consignor-routes.ts';
import { contractRoutes } from '../features/contracts/contract-routes.ts';
import { courseImportRoutes } from '../features/course-import/course-import-routes.ts';
import { courseOfferRoutes } from '../features/course-offers/course-offer-routes.ts';
import { coursePageRoutes } from '../features/courses/course-page-routes.ts';
import { dispatchRoutes } from '../features/courses/dispatch-routes.ts';
import { dailyReportRoutes } from '../features/daily-reports/daily-report-routes.ts';
import { driverDailyReportRoutes } from '../features/daily-reports/driver-daily-report-routes.ts';
import { dashboardRoutes } from '../features/dashboard/dashboard-routes.ts';
import { driverAppRoutes } from '../features/driver-app/driver-app-routes.ts';
import { driverCoursesRoutes } from '../features/driver-courses/driver-courses-routes.ts';
import { driverHomeRoutes } from '../features/drivers/driver-home-routes.ts';
import { driverRoutes } from '../features/drivers/driver-routes.ts';
import { driverExpenseRoutes } from '../features/expenses/driver-expense-routes.ts';
import { expenseRoutes } from '../features/expenses/expense-routes.ts';
import { groupRoutes } from '../features/groups/group-routes.ts';
import { importSettingRoutes } from '../features/import-settings/import-setting-routes.ts';
import { driverPaymentNoticeRoutes } from '../features/issued-documents/driver-payment-notice-routes.ts';
import { issuedDocumentRoutes } from '../features/issued-documents/issued-document-routes.ts';
import { locationRoutes } from '../features/locations/location-routes.ts';
import { monthCloseRoutes } from '../features/month-close/month-close-routes.ts';
import { optimizationRoutes } from '../features/optimization/optimization-routes.ts';
import { routingSourceRoutes } from '../features/routing-source/routing-source-routes.ts';
import { systemAdminCourseRoutes } from '../features/system-admin-courses/system-admin-course-routes.ts';
import { systemStatusRoutes } from '../features/system-status/system-status-routes.ts';
import { vehicleRoutes } from '../features/vehicles/vehicle-routes.ts';
import { workingTimeRoutes } from '../features/working-time/working-time-routes.ts';
import { authClient } from '../lib/session.ts';
import { HomeRedirect, RequireAuth, RequireRole } from './guards.tsx';

// Every page, the store and the signed-in shell load on demand: the first load carries only the router
// and the theme (bench/web/bundle-size.mjs; the budget in scripts/web-first-load.mjs), and drivers
// on phones download only what they open.

/**
 * The shell needs the signed-in user first: ask for it while the lazy page code is still loading (not
 * awaited: the request runs beside the route's code, and the store is the same module the layout uses).
 */
function prefetchSelf() {
  if (authClient.getSession()) {
    void Promise.all([import('../lib/store.ts'), import('../features/account/account.api.ts')]).then(
      ([{ store }, { accountApi }]) => store.dispatch(accountApi.util.prefetch('getSelf', undefined, {})),
    );
  }
  return null;
}

export const router = createBrowserRouter([
  {
    // Shown while a lazily loaded page arrives on the first load.
    HydrateFallback: Loading,
    Component: RouteTitle,
    children: [
      {
        path: '/login',
        handle: { title: 'サインイン' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }),
      },
      {
        path: '/login/link',
        handle: { title: 'サインイン' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/auth/LinkSignInPage.tsx')).LinkSignInPage,
        }),
      },
      {
        path: '/login/code',
        handle: { title: 'ログインコードでサインイン' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/auth/LoginCodePage.tsx')).LoginCodePage }),
      },
      {
        path: '/login/forgot',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        // The recipient's tracking page: the link is its credential, no sign-in (decision 065).
        path: '/track/:token',
        handle: { title: 'お届け状況' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/tracking-links/TrackingPage.tsx')).TrackingPage,
        }),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: (await import('./SignedInProviders.tsx')).SignedInProviders }),
            children: [
              {
                loader: prefetchSelf,
                lazy: async () => ({ Component: (await import('./layout/AppLayout.tsx')).AppLayout }),
                children: [
                  { index: true, Component: HomeRedirect },
                  {
                    path: 'account',
                    handle: { title: 'アカウント' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('../features/account/AccountPage.tsx')).AccountPage,
                    }),
                  },
                  ...accountRoutes,
                  // Each feature lists its pages in its own <feature>-routes.ts; here they meet their roles.
                  {
                    element: <RequireRole roles={['company_admin']} />,
                    children: [
                      ...alertRoutes,
                      ...vehicleRoutes,
                      ...driverRoutes,
                      ...attendanceRoutes,
                      ...groupRoutes,
                      ...baseRoutes,
                      ...clientRoutes,
                      ...contractRoutes,
                      ...coursePageRoutes,
                      ...importSettingRoutes,
                      ...courseImportRoutes,
                      ...courseOfferRoutes,
                      ...optimizationRoutes,
                      ...companySettingsRoutes,
                      ...apiKeyRoutes,
                      ...dashboardRoutes,
                      ...approvalRoutes,
                      ...dailyReportRoutes,
                      ...dispatchRoutes,
                      ...workingTimeRoutes,
                      ...locationRoutes,
                      ...monthCloseRoutes,
                      ...issuedDocumentRoutes,
                      ...expenseRoutes,
                      ...accidentReportRoutes,
                    ],
                  },
                  {
                    element: <RequireRole roles={['system_admin']} />,
                    children: [
                      ...companyRoutes,
                      ...consignorRoutes,
                      ...systemAdminCourseRoutes,
                      ...systemStatusRoutes,
                    ],
                  },
                  {
                    element: <RequireRole roles={['consignor_user']} />,
                    children: [...consignorUserRoutes, ...routingSourceRoutes, ...consignorMapRoutes],
                  },
                  {
                    element: <RequireRole roles={['driver']} />,
                    children: [
                      ...driverHomeRoutes,
                      ...driverAppRoutes,
                      ...driverCoursesRoutes,
                      ...driverPaymentNoticeRoutes,
                      ...driverDailyReportRoutes,
                      ...driverExpenseRoutes,
                      ...driverAccidentReportRoutes,
                    ],
                  },
                  {
                    path: '*',
                    handle: { title: 'ページが見つかりません' } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
