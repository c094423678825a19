/** The driver's pages; the date travels along so a course of another day opens from its own list. */
export const dayPath = (date: string) => `/driver/courses?date=${date}`;
export const coursePath = (courseId: string, date: string) =>
  `/driver/courses/${encodeURIComponent(courseId)}?date=${date}`;
export const stopPath = (courseId: string, stopId: string, date: string) =>
  `/driver/courses/${encodeURIComponent(courseId)}/stops/${encodeURIComponent(stopId)}?date=${date}`;
export const completePath = (courseId: string, stopId: string, date: string) =>
  `/driver/courses/${encodeURIComponent(courseId)}/stops/${encodeURIComponent(stopId)}/complete?date=${date}`;
export const outcomePath = (courseId: string, stopId: string, type: string, date: string) =>
  `/driver/courses/${encodeURIComponent(courseId)}/stops/${encodeURIComponent(stopId)}/outcome/${type}?date=${date}`;

/** Google Maps directions to the stop: its coordinates, or its address when it has none. */
export function navigationUrl(stop: {
  latitude: number | null;
  longitude: number | null;
  address1: string | null;
  address2: string | null;
}): string | null {
  const destination =
    stop.latitude !== null && stop.longitude !== null
      ? `${stop.latitude},${stop.longitude}`
      : [stop.address1, stop.address2].filter(Boolean).join(' ');
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
