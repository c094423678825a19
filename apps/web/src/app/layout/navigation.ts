import { type Role, roles } from '@rikuun/contract';

export type NavIcon = 'vehicles' | 'account' | 'alerts';
export type NavItem = { label: string; to: string; icon: NavIcon; roles: readonly Role[] };

/** Navigation entries, each shown only to the roles that may open its page. */
export const navItems: readonly NavItem[] = [
  { label: '車両', to: '/vehicles', icon: 'vehicles', roles: ['company_admin'] },
  { label: 'アラート', to: '/alerts', icon: 'alerts', roles: ['company_admin'] },
  { label: 'アカウント', to: '/account', icon: 'account', roles },
];

export const navItemsFor = (role: Role): NavItem[] => navItems.filter((item) => item.roles.includes(role));

/** Where `/` sends each role: its main page. */
export const homePathFor = (role: Role): string => (role === 'company_admin' ? '/vehicles' : '/account');
