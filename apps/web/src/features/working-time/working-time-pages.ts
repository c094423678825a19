export { WorkingTimeDriverPage } from './WorkingTimeDriverPage.tsx';
export { WorkingTimePage } from './WorkingTimePage.tsx';
