import { type Role, roles } from '@rikuun/contract';

export type NavIcon =
  | 'vehicles'
  | 'account'
  | 'bases'
  | 'clients'
  | 'contracts'
  | 'consignors'
  | 'consignorUsers'
  | 'importSettings'
  | 'companies'
  | 'companySettings'
  | 'drivers'
  | 'groups'
  | 'home'
  | 'alerts'
  | 'dashboard'
  | 'dispatch'
  | 'optimize'
  | 'courses'
  | 'courseImport'
  | 'rollCalls'
  | 'workingTime'
  | 'liveMap'
  | 'monthClose'
  | 'issuedDocuments'
  | 'dailyReports'
  | 'expenses'
  | 'accidentReports'
  | 'approvals'
  | 'offers'
  | 'systemStatus'
  | 'systemErrors';
export type NavItem = { label: string; to: string; icon: NavIcon; roles: readonly Role[] };

/** Navigation entries, each shown only to the roles that may open its page. */
export const navItems: readonly NavItem[] = [
  { label: 'ホーム', to: '/home', icon: 'home', roles: ['driver'] },
  { label: 'コース', to: '/driver/courses', icon: 'courses', roles: ['driver'] },
  { label: '日報', to: '/driver/daily-report', icon: 'dailyReports', roles: ['driver'] },
  { label: '経費', to: '/driver/expenses', icon: 'expenses', roles: ['driver'] },
  { label: '事故を報告', to: '/driver/accident-reports/new', icon: 'accidentReports', roles: ['driver'] },
  { label: 'ダッシュボード', to: '/dashboard', icon: 'dashboard', roles: ['company_admin'] },
  { label: '配車表', to: '/dispatch', icon: 'dispatch', roles: ['company_admin'] },
  { label: '配車最適化', to: '/optimize', icon: 'optimize', roles: ['company_admin'] },
  { label: '位置情報', to: '/live-map', icon: 'liveMap', roles: ['company_admin'] },
  { label: 'コース', to: '/courses', icon: 'courses', roles: ['company_admin'] },
  { label: '傭車', to: '/offers', icon: 'offers', roles: ['company_admin'] },
  { label: '車両', to: '/vehicles', icon: 'vehicles', roles: ['company_admin'] },
  { label: 'アラート', to: '/alerts', icon: 'alerts', roles: ['company_admin'] },
  { label: 'ドライバー', to: '/drivers', icon: 'drivers', roles: ['company_admin'] },
  { label: '点呼記録', to: '/roll-calls', icon: 'rollCalls', roles: ['company_admin'] },
  { label: '労働時間', to: '/working-time', icon: 'workingTime', roles: ['company_admin'] },
  { label: '承認待ち', to: '/approvals', icon: 'approvals', roles: ['company_admin'] },
  { label: '日報', to: '/daily-reports', icon: 'dailyReports', roles: ['company_admin'] },
  { label: '経費', to: '/expenses', icon: 'expenses', roles: ['company_admin'] },
  { label: '事故報告', to: '/accident-reports', icon: 'accidentReports', roles: ['company_admin'] },
  { label: '月次締め', to: '/month-close', icon: 'monthClose', roles: ['company_admin'] },
  { label: '発行済み書類', to: '/issued-documents', icon: 'issuedDocuments', roles: ['company_admin'] },
  { label: 'グループ', to: '/groups', icon: 'groups', roles: ['company_admin'] },
  { label: '拠点', to: '/bases', icon: 'bases', roles: ['company_admin'] },
  { label: '取引先', to: '/clients', icon: 'clients', roles: ['company_admin'] },
  { label: '契約', to: '/contracts', icon: 'contracts', roles: ['company_admin'] },
  { label: 'コース取込', to: '/courses/import', icon: 'courseImport', roles: ['company_admin'] },
  { label: '取込設定', to: '/import-settings', icon: 'importSettings', roles: ['company_admin'] },
  { label: '自社設定', to: '/settings/company', icon: 'companySettings', roles: ['company_admin'] },
  { label: '運送会社', to: '/companies', icon: 'companies', roles: ['system_admin'] },
  { label: '荷主', to: '/consignors', icon: 'consignors', roles: ['system_admin'] },
  { label: 'コース割当', to: '/system-admin/courses', icon: 'courses', roles: ['system_admin'] },
  { label: '稼働状況', to: '/system-admin/status', icon: 'systemStatus', roles: ['system_admin'] },
  { label: 'エラー', to: '/system-admin/errors', icon: 'systemErrors', roles: ['system_admin'] },
  { label: '配送データ', to: '/consignor/routing-source', icon: 'courseImport', roles: ['consignor_user'] },
  { label: 'お届けマップ', to: '/consignor/map', icon: 'liveMap', roles: ['consignor_user'] },
  { label: '荷主ユーザー', to: '/consignor/users', icon: 'consignorUsers', roles: ['consignor_user'] },
  { label: 'アカウント', to: '/account', icon: 'account', roles },
];

export const navItemsFor = (role: Role): NavItem[] => navItems.filter((item) => item.roles.includes(role));

/** The entry of the page shown: the longest match, so /courses/import marks コース取込, not コース. */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | undefined {
  return items
    .map((item) => item.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** Where `/` sends each role: its main page. */
const homePaths: Partial<Record<Role, string>> = {
  company_admin: '/dashboard',
  driver: '/home',
  system_admin: '/companies',
  // The consignor user's delivery data (配送データ): what he comes to do.
  consignor_user: '/consignor/routing-source',
};
export const homePathFor = (role: Role): string => homePaths[role] ?? '/account';
