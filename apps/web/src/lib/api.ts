import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.ts';
import { apiHost, authClient, onUnauthorized } from './session.ts';

/** Cache tags: the spec's names for what uploads change, plus one per entity. */
export const tagTypes = [
  'User Profile Detail',
  'SelfData',
  'Maintenances',
  'RoutingSource',
  'SystemStatus',
  'AccidentReports',
  'User Health Checkup',
  'Vehicle',
  'MaintenanceTask',
  'Base',
  'Client',
  'ClientBase',
  'Contract',
  'Consignor',
  'ConsignorUser',
  'ImportSetting',
  'Company',
  'CompanySettings',
  'Group',
  'Driver',
  'Alert',
  'JobType',
  'Course',
  'CourseCalendar',
  'Destination',
  'IssuedDocument',
  'AdjustmentAmount',
  'Statement',
  'DailyReport',
  'Expense',
  'DriverRegister',
] as const;

/** The one API slice; each feature adds its endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ host: apiHost, auth: authClient, onUnauthorized }),
  keepUnusedDataFor: 60,
  tagTypes,
  endpoints: () => ({}),
});
