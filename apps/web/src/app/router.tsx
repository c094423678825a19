import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/Loading.tsx';
import { HomeRedirect, RequireAuth, RequireRole } from './guards.tsx';

// Every page and the signed-in shell load on demand: the first load carries only the router, the store
// and the theme (see bench/web/bundle-size.mjs), and drivers on phones download only what they open.
const vehiclePages = () => import('../features/vehicles/vehicle-pages.ts');

export const router = createBrowserRouter([
  {
    // Shown while a lazily loaded page arrives on the first load.
    HydrateFallback: Loading,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }),
      },
      {
        path: '/login/link',
        lazy: async () => ({
          Component: (await import('../features/auth/LinkSignInPage.tsx')).LinkSignInPage,
        }),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: (await import('./DateLocalization.tsx')).DateLocalization }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layout/AppLayout.tsx')).AppLayout }),
                children: [
                  { index: true, Component: HomeRedirect },
                  {
                    path: 'account',
                    lazy: async () => ({
                      Component: (await import('../features/account/AccountPage.tsx')).AccountPage,
                    }),
                  },
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
                  {
                    path: '*',
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
