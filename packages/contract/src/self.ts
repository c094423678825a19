import { z } from 'zod';
import { roleSchema } from './roles.ts';

const tenantRef = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const selfResponse = z.object({
  id: z.uuid(),
  /** null for a driver registered without an address (he signs in by a login code). */
  email: z.string().nullable(),
  name: z.string(),
  role: roleSchema,
  company: tenantRef,
  consignor: tenantRef,
  driverId: z.uuid().nullable(),
  /** False for an invited user who has not set a password yet: the client then asks for one. */
  passwordSet: z.boolean(),
});
export type Self = z.infer<typeof selfResponse>;
