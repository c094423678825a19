import { describe, expect, it } from 'vitest';
import { homePathFor, navItemsFor } from './navigation.ts';

describe('navigation per role', () => {
  it('gives company staff the vehicles page and the account page', () => {
    expect(navItemsFor('company_admin').map((i) => i.to)).toEqual(['/vehicles', '/alerts', '/account']);
    expect(homePathFor('company_admin')).toBe('/vehicles');
  });

  it('gives the other roles their account page only', () => {
    for (const role of ['system_admin', 'driver', 'consignor_user'] as const) {
      expect(navItemsFor(role).map((i) => i.to)).toEqual(['/account']);
      expect(homePathFor(role)).toBe('/account');
    }
  });
});
