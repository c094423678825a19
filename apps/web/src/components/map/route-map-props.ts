import type { MapBase, MapStop } from './map-points.ts';

export type RouteMapProps = {
  /** The stops with coordinates, in route order. */
  stops: readonly MapStop[];
  /** The course's base (start and end), when it has coordinates. */
  base?: MapBase | null;
  /** CSS height of the map; the width follows its container. */
  height?: number | string;
  /** The map's accessible name. */
  label?: string;
};
