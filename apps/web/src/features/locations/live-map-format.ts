import { haversineKm, type LatLng } from '@rikuun/contract';
import { pad, partsOf } from '../../lib/format.ts';

/** How long ago a position was taken, as the list shows it: たった今, 3分前, 2時間前, 3日前. */
export function timeAgo(instant: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(instant)) / 60_000);
  if (minutes < 1) return 'たった今';
  if (minutes < 60) return `${minutes}分前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}時間前`;
  return `${Math.floor(hours / 24)}日前`;
}

/** 09:05, the time of an instant in Tokyo. */
export function clockTime(instant: string): string {
  const p = partsOf(instant);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** A Tokyo business date from 00:00 to 24:00, as the instants POST /locations/search takes. */
export function tokyoDayRange(date: string): { from: string; to: string } {
  const start = Date.parse(`${date}T00:00:00+09:00`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000).toISOString() };
}

/** The length of a track along its points, in km. */
export function trackDistanceKm(points: readonly LatLng[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += haversineKm(points[i - 1] as LatLng, points[i] as LatLng);
  return km;
}

/** 12.3 km (one decimal), or 850 m below one kilometre. */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
}
