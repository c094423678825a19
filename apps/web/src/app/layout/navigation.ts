import { type Role, roles } from '@rikuun/contract';

export type NavIcon = 'vehicles' | 'account' | 'bases' | 'clients' | 'contracts';
export type NavItem = { label: string; to: string; icon: NavIcon; roles: readonly Role[] };

/** Navigation entries, each shown only to the roles that may open its page. */
export const navItems: readonly NavItem[] = [
  { label: '車両', to: '/vehicles', icon: 'vehicles', roles: ['company_admin'] },
  { label: '拠点', to: '/bases', icon: 'bases', roles: ['company_admin'] },
  { label: '取引先', to: '/clients', icon: 'clients', roles: ['company_admin'] },
  { label: '契約', to: '/contracts', icon: 'contracts', roles: ['company_admin'] },
  { label: 'アカウント', to: '/account', icon: 'account', roles },
];

export const navItemsFor = (role: Role): NavItem[] => navItems.filter((item) => item.roles.includes(role));

/** Where `/` sends each role: its main page. */
export const homePathFor = (role: Role): string => (role === 'company_admin' ? '/vehicles' : '/account');
