/** What other features may use of course messages: the thread as a card. */
export { CourseMessagesCard } from './CourseMessagesCard.tsx';
