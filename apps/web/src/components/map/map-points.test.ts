import { describe, expect, it } from 'vitest';
import { boundsOf, hasCoordinates, routeLine } from './map-points.ts';

const a = { latitude: 35.6, longitude: 139.7 };
const b = { latitude: 35.7, longitude: 139.6 };
const base = { latitude: 35.65, longitude: 139.75 };

describe('routeLine', () => {
  it('goes from the base through the stops in order and back to the base', () => {
    expect(routeLine([a, b], base)).toEqual([
      [35.65, 139.75],
      [35.6, 139.7],
      [35.7, 139.6],
      [35.65, 139.75],
    ]);
  });
  it('joins only the stops when there is no base', () => {
    expect(routeLine([a, b], null)).toEqual([
      [35.6, 139.7],
      [35.7, 139.6],
    ]);
  });
  it('draws nothing without stops, even with a base', () => {
    expect(routeLine([], base)).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(boundsOf([a, b, base])).toEqual([
      [35.6, 139.6],
      [35.7, 139.75],
    ]);
  });
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
  });
});

describe('hasCoordinates', () => {
  it('needs both latitude and longitude', () => {
    expect(hasCoordinates({ latitude: 35, longitude: 139 })).toBe(true);
    expect(hasCoordinates({ latitude: null, longitude: 139 })).toBe(false);
    expect(hasCoordinates({ latitude: 35, longitude: null })).toBe(false);
  });
});
