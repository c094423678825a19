import { describe, expect, it } from 'vitest';
import { homePathFor, navItemsFor } from './navigation.ts';

describe('navigation per role', () => {
  it('gives company staff vehicles, drivers, groups and the account page', () => {
    expect(navItemsFor('company_admin').map((i) => i.to)).toEqual([
      '/vehicles',
      '/drivers',
      '/groups',
      '/account',
    ]);
    expect(homePathFor('company_admin')).toBe('/vehicles');
  });

  it('gives drivers their home page', () => {
    expect(navItemsFor('driver').map((i) => i.to)).toEqual(['/home', '/account']);
    expect(homePathFor('driver')).toBe('/home');
  });

  it('gives the other roles their account page only', () => {
    for (const role of ['system_admin', 'consignor_user'] as const) {
      expect(navItemsFor(role).map((i) => i.to)).toEqual(['/account']);
      expect(homePathFor(role)).toBe('/account');
    }
  });
});
