// Every table of the application, for drizzle's typed queries and for drizzle-kit's migrations.
export * from '../features/bases/bases.table.ts';
export * from '../features/clients/clients.table.ts';
export * from '../features/driver-profiles/driver-profiles.table.ts';
export * from '../features/drivers/drivers.table.ts';
export * from '../features/groups/groups.table.ts';
export * from '../features/health-checkups/health-checkups.table.ts';
export * from '../features/maintenances/maintenances.table.ts';
export * from '../features/vehicles/vehicles.table.ts';
export * from '../lib/auth/auth.table.ts';
export * from '../lib/auth/users.table.ts';
export * from '../lib/history/change-history.table.ts';
export * from '../lib/http/idempotency.table.ts';
export * from '../lib/jobs/jobs.table.ts';
export * from '../lib/storage/files.table.ts';
export * from '../lib/tenancy/companies.table.ts';
export * from '../lib/tenancy/consignors.table.ts';
