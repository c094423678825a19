import { describe, expect, it } from 'vitest';
import { activeNavPath, homePathFor, navItemsFor } from './navigation.ts';

describe('navigation per role', () => {
  it('gives company staff their pages, with the account page last', () => {
    const paths = navItemsFor('company_admin').map((i) => i.to);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/dispatch',
        '/live-map',
        '/courses',
        '/vehicles',
        '/alerts',
        '/drivers',
        '/groups',
        '/bases',
        '/clients',
        '/contracts',
        '/courses/import',
        '/import-settings',
        '/settings/company',
      ]),
    );
    expect(paths.at(-1)).toBe('/account');
    // The dashboard is the home and first, the 配車表 right after it.
    expect(paths.slice(0, 2)).toEqual(['/dashboard', '/dispatch']);
    expect(homePathFor('company_admin')).toBe('/dashboard');
  });

  it('gives the system administrator the companies, as home, the consignors and the course assignment', () => {
    expect(navItemsFor('system_admin').map((i) => i.to)).toEqual([
      '/companies',
      '/consignors',
      '/system-admin/courses',
      '/system-admin/status',
      '/system-admin/errors',
      '/account',
    ]);
    expect(homePathFor('system_admin')).toBe('/companies');
  });

  it("gives a consignor user his delivery data, as his home, and his consignor's users", () => {
    expect(navItemsFor('consignor_user').map((i) => i.to)).toEqual([
      '/consignor/routing-source',
      '/consignor/map',
      '/consignor/users',
      '/account',
    ]);
    expect(homePathFor('consignor_user')).toBe('/consignor/routing-source');
  });

  it('gives drivers their home page', () => {
    expect(navItemsFor('driver').map((i) => i.to)).toEqual([
      '/home',
      '/driver/courses',
      '/driver/daily-report',
      '/driver/expenses',
      '/driver/accident-reports/new',
      '/account',
    ]);
    expect(homePathFor('driver')).toBe('/home');
  });

  it('marks the most specific entry of the page shown', () => {
    const items = navItemsFor('company_admin');
    expect(activeNavPath(items, '/courses/import')).toBe('/courses/import');
    expect(activeNavPath(items, '/courses/0190-a')).toBe('/courses');
    expect(activeNavPath(items, '/dispatch')).toBe('/dispatch');
    expect(activeNavPath(items, '/nowhere')).toBeUndefined();
  });
});
