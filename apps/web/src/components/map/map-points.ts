import type { DestinationStatus } from '@rikuun/contract';

/** A point of a route map: a stop (numbered) or the base. */
export type MapPoint = { latitude: number; longitude: number };

export type MapStop = MapPoint & {
  id: string;
  /** The marker's text: the stop's number in the route. */
  label: string;
  /** Shown in the marker's tooltip. */
  title: string;
  status: DestinationStatus;
};

export type MapBase = MapPoint & { name: string };

/** Marker colours by status: open stops stand out, finished ones recede. */
export const stopColors: Record<DestinationStatus, string> = {
  pending: '#1565c0',
  arrived: '#ef6c00',
  completed: '#2e7d32',
  absent: '#c62828',
  skipped: '#757575',
  carried_over: '#9e9e9e',
  carried_back: '#c62828',
  redelivery_requested: '#ad1457',
  partial: '#f9a825',
  refused: '#6a1b9a',
};

export const hasCoordinates = <T extends { latitude: number | null; longitude: number | null }>(
  point: T,
): point is T & MapPoint => point.latitude !== null && point.longitude !== null;

/**
 * The route line: from the base, through the stops in the order given, back to the base (a course
 * starts and ends at its base). Stops without coordinates are left out by the caller.
 */
export function routeLine(stops: readonly MapPoint[], base: MapPoint | null): [number, number][] {
  const points = stops.map((s): [number, number] => [s.latitude, s.longitude]);
  if (!base || points.length === 0) return points;
  const home: [number, number] = [base.latitude, base.longitude];
  return [home, ...points, home];
}

/** South-west and north-east corners around every point, or null when there is none. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const { latitude, longitude } of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** Map centre when nothing has coordinates: Tokyo Station. */
export const DEFAULT_CENTER: [number, number] = [35.6812, 139.7671];
