import { z } from 'zod';

export const roles = ['system_admin', 'company_admin', 'driver', 'consignor_user'] as const;
export const roleSchema = /* @__PURE__ */ z.enum(roles);
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  system_admin: 'システム管理者',
  company_admin: '運送会社管理者',
  driver: 'ドライバー',
  consignor_user: '荷主',
};
