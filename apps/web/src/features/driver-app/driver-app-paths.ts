/** The driver app's own page (the course pages are features/driver-courses'). */
export const OUTBOX_PATH = '/driver/outbox';
export const DRIVER_COURSES_PATH = '/driver/courses';
