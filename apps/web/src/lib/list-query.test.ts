import { vehicleListQuery } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { changeListQuery, parseSort, readListQuery, toggleSort, writeListQuery } from './list-query.ts';

const read = (search: string, defaults = {}) =>
  readListQuery(vehicleListQuery, new URLSearchParams(search), defaults);
const BASE_ID = '0190a3f0-7c1e-7c4e-9a55-1f2e3d4c5b6a';

describe('list query read from the URL through the contract schema', () => {
  it('gives the schema defaults for an empty URL', () => {
    expect(read('')).toEqual({ page: 1, perPage: 100 });
  });

  it('reads every filter with its type: numbers, booleans, enums, sort', () => {
    expect(
      read(`q=品川&active=false&vehicleClass=large&baseId=${BASE_ID}&page=3&perPage=50&sort=-name`),
    ).toEqual({
      q: '品川',
      active: false,
      vehicleClass: 'large',
      baseId: BASE_ID,
      page: 3,
      perPage: 50,
      sort: '-name',
    });
  });

  it('drops each invalid value on its own and keeps the valid ones', () => {
    expect(read('active=maybe&vehicleClass=rocket&page=-2&perPage=5000&sort=price&q=いすゞ')).toEqual({
      q: 'いすゞ',
      page: 1,
      perPage: 100,
    });
    expect(read('page=2.5&baseId=not-a-uuid&active=true')).toEqual({ page: 1, perPage: 100, active: true });
  });

  it('falls back to the given defaults, for missing and for invalid values', () => {
    expect(read('', { sort: 'registrationNumber' })).toMatchObject({ sort: 'registrationNumber' });
    expect(read('sort=-nope', { sort: 'registrationNumber' })).toMatchObject({ sort: 'registrationNumber' });
    expect(read('sort=-name', { sort: 'registrationNumber' })).toMatchObject({ sort: '-name' });
  });

  it('ignores parameters the schema does not know', () => {
    expect(read('utm_source=mail&page=2')).toEqual({ page: 2, perPage: 100 });
  });
});

describe('list query written to the URL', () => {
  const write = (query: object, defaults = {}) =>
    writeListQuery(vehicleListQuery, query, defaults).toString();

  it('leaves defaults and empty values out', () => {
    expect(write({ page: 1, perPage: 100, q: '', active: undefined })).toBe('');
    expect(write({ page: 1, perPage: 100, sort: 'registrationNumber' }, { sort: 'registrationNumber' })).toBe(
      '',
    );
  });

  it('writes non-defaults in the schema order, booleans and numbers as text', () => {
    expect(write({ sort: '-name', page: 2, perPage: 50, active: false, q: '品川 100' })).toBe(
      new URLSearchParams('page=2&perPage=50&sort=-name&q=品川 100&active=false').toString(),
    );
  });

  it('round-trips: what it writes reads back the same', () => {
    const query = read(
      `q=２ｔ&active=true&vehicleClass=kei&baseId=${BASE_ID}&page=4&perPage=20&sort=-baseName`,
    );
    expect(read(writeListQuery(vehicleListQuery, query).toString())).toEqual(query);
  });
});

describe('list query changes', () => {
  const current = { page: 3, perPage: 50, q: '品川', sort: 'name' };

  it('goes back to page 1 when a filter, the page size or the sort changes', () => {
    expect(changeListQuery(current, { q: '練馬' })).toEqual({ ...current, q: '練馬', page: 1 });
    expect(changeListQuery(current, { perPage: 100 }).page).toBe(1);
    expect(changeListQuery(current, { sort: '-name' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeListQuery(current, { page: 4 })).toEqual({ ...current, page: 4 });
  });
});

describe('sort by header', () => {
  it('sorts ascending first, then toggles the direction', () => {
    expect(toggleSort(undefined, 'name')).toBe('name');
    expect(toggleSort('name', 'name')).toBe('-name');
    expect(toggleSort('-name', 'name')).toBe('name');
    expect(toggleSort('-name', 'baseName')).toBe('baseName');
  });

  it('reads the key and direction of a sort value', () => {
    expect(parseSort('-inspectionExpiresOn')).toEqual({ key: 'inspectionExpiresOn', direction: 'desc' });
    expect(parseSort('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSort(undefined)).toBeNull();
  });
});
