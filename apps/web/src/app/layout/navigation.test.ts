import { describe, expect, it } from 'vitest';
import { homePathFor, navItemsFor } from './navigation.ts';

describe('navigation per role', () => {
  it('gives company staff the vehicles page, the company settings and the account page', () => {
    expect(navItemsFor('company_admin').map((i) => i.to)).toEqual([
      '/vehicles',
      '/settings/company',
      '/account',
    ]);
    expect(homePathFor('company_admin')).toBe('/vehicles');
  });

  it('gives the system administrator the companies, as home', () => {
    expect(navItemsFor('system_admin').map((i) => i.to)).toEqual(['/companies', '/account']);
    expect(homePathFor('system_admin')).toBe('/companies');
  });

  it('gives drivers and consignor users their account page only', () => {
    for (const role of ['driver', 'consignor_user'] as const) {
      expect(navItemsFor(role).map((i) => i.to)).toEqual(['/account']);
      expect(homePathFor(role)).toBe('/account');
    }
  });
});
