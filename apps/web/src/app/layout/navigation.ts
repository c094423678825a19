import { type Role, roles } from '@rikuun/contract';

export type NavIcon = 'vehicles' | 'account' | 'companies' | 'companySettings';
export type NavItem = { label: string; to: string; icon: NavIcon; roles: readonly Role[] };

/** Navigation entries, each shown only to the roles that may open its page. */
export const navItems: readonly NavItem[] = [
  { label: '車両', to: '/vehicles', icon: 'vehicles', roles: ['company_admin'] },
  { label: '運送会社', to: '/companies', icon: 'companies', roles: ['system_admin'] },
  { label: '自社設定', to: '/settings/company', icon: 'companySettings', roles: ['company_admin'] },
  { label: 'アカウント', to: '/account', icon: 'account', roles },
];

export const navItemsFor = (role: Role): NavItem[] => navItems.filter((item) => item.roles.includes(role));

/** Where `/` sends each role: its main page. */
const homePaths: Partial<Record<Role, string>> = { company_admin: '/vehicles', system_admin: '/companies' };
export const homePathFor = (role: Role): string => homePaths[role] ?? '/account';
