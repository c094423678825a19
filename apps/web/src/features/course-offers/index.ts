/** What other features may use of course-offers: its public surface (the layers test admits no other import). */
export { OfferCourseButton } from './OfferCourseButton.tsx';
