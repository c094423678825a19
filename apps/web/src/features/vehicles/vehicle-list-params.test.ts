import { describe, expect, it } from 'vitest';
import { readFilters, toListArgs, writeFilters } from './vehicle-list-params.ts';

describe('vehicle list filters in the URL', () => {
  it('reads defaults from an empty query and ignores junk', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({
      q: '',
      active: '',
      vehicleClass: '',
      page: 1,
      perPage: 20,
    });
    expect(readFilters(new URLSearchParams('active=maybe&vehicleClass=rocket&page=-2&perPage=7'))).toEqual({
      q: '',
      active: '',
      vehicleClass: '',
      page: 1,
      perPage: 20,
    });
  });

  it('round-trips the filters and resets to page 1 when a filter changes', () => {
    const current = readFilters(
      new URLSearchParams('q=品川&active=true&vehicleClass=large&page=3&perPage=50'),
    );
    expect(current).toEqual({ q: '品川', active: 'true', vehicleClass: 'large', page: 3, perPage: 50 });
    expect(writeFilters(current, { page: 4 }).toString()).toBe(
      new URLSearchParams('q=品川&active=true&vehicleClass=large&page=4&perPage=50').toString(),
    );
    expect(writeFilters(current, { active: 'false' }).get('page')).toBeNull();
    expect(writeFilters(current, { q: '  ' }).has('q')).toBe(false);
  });

  it('turns filters into API arguments, leaving empty ones out', () => {
    expect(toListArgs(readFilters(new URLSearchParams('active=false&page=2')))).toEqual({
      q: undefined,
      active: false,
      vehicleClass: undefined,
      page: 2,
      perPage: 20,
    });
  });
});
