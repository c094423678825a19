/** What other features may use of partners: the 傭車先 tab of the 傭車 page. */
export { PartnersTab } from './PartnersTab.tsx';
