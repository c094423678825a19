import { configureJapaneseErrors } from './zod-japanese.ts';

// Before any schema is used: no English zod message may reach a user, on the server or in the web.
configureJapaneseErrors();

export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './maintenances.ts';
export * from './roles.ts';
export * from './self.ts';
export * from './vehicles.ts';
