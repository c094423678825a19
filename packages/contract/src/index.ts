export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './history.ts';
export * from './maintenances.ts';
export * from './roles.ts';
export * from './self.ts';
export * from './vehicles.ts';
