/** What other features may use of expenses: its public surface (the layers test admits no other import). */
export { driverExpensesPath } from './driver-expense-links.ts';
export { ExpenseApprovalInbox } from './ExpenseApprovalInbox.tsx';
export { ExpenseLinkButton } from './ExpenseLinkButton.tsx';
