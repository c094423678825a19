/** The driver's expense pages; the date travels along like on the course pages. */
export const driverExpensesPath = (date: string) => `/driver/expenses?date=${date}`;

/** 経費を登録: under a stop, under a course, or (neither) choosing the course on the form. */
export function newExpensePath(date: string, where: { courseId?: string; destinationId?: string } = {}) {
  const params = new URLSearchParams({ date });
  if (where.courseId) params.set('courseId', where.courseId);
  if (where.destinationId) params.set('destinationId', where.destinationId);
  return `/driver/expenses/new?${params}`;
}

export const editExpensePath = (id: string, date: string) =>
  `/driver/expenses/${encodeURIComponent(id)}/edit?date=${date}`;
