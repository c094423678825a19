import { type Role, roles } from '@rikuun/contract';

export type NavIcon = 'vehicles' | 'account' | 'drivers' | 'groups' | 'home';
export type NavItem = { label: string; to: string; icon: NavIcon; roles: readonly Role[] };

/** Navigation entries, each shown only to the roles that may open its page. */
export const navItems: readonly NavItem[] = [
  { label: 'ホーム', to: '/home', icon: 'home', roles: ['driver'] },
  { label: '車両', to: '/vehicles', icon: 'vehicles', roles: ['company_admin'] },
  { label: 'ドライバー', to: '/drivers', icon: 'drivers', roles: ['company_admin'] },
  { label: 'グループ', to: '/groups', icon: 'groups', roles: ['company_admin'] },
  { label: 'アカウント', to: '/account', icon: 'account', roles },
];

export const navItemsFor = (role: Role): NavItem[] => navItems.filter((item) => item.roles.includes(role));

/** Where `/` sends each role: its main page. */
export const homePathFor = (role: Role): string => homePaths[role] ?? '/account';
const homePaths: Partial<Record<Role, string>> = { company_admin: '/vehicles', driver: '/home' };
