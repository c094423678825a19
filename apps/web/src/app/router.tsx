import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/QueryStatus.tsx';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { LinkSignInPage } from '../features/auth/LinkSignInPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { HomeRedirect, RequireAuth, RequireRole } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

// Company pages load on demand, so drivers on phones download less.
const vehiclePages = () => import('../features/vehicles/vehicle-pages.ts');

export const router = createBrowserRouter([
  {
    // Shown while a lazily loaded page arrives on the first load.
    HydrateFallback: Loading,
    children: [
      { path: '/login', Component: LoginPage },
      { path: '/login/link', Component: LinkSignInPage },
      {
        path: '/login/forgot',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: AppLayout,
            children: [
              { index: true, Component: HomeRedirect },
              { path: 'account', Component: AccountPage },
              {
                element: <RequireRole roles={['company_admin']} />,
                children: [
                  {
                    path: 'vehicles',
                    lazy: async () => ({ Component: (await vehiclePages()).VehicleListPage }),
                  },
                  {
                    path: 'vehicles/new',
                    lazy: async () => ({ Component: (await vehiclePages()).VehicleCreatePage }),
                  },
                  {
                    path: 'vehicles/:id',
                    lazy: async () => ({ Component: (await vehiclePages()).VehicleDetailPage }),
                  },
                  {
                    path: 'vehicles/:id/edit',
                    lazy: async () => ({ Component: (await vehiclePages()).VehicleEditPage }),
                  },
                ],
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);
