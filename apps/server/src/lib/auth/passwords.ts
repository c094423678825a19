import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 passes,
 * 1 lane. The parameters travel inside the PHC string, so raising them later keeps old hashes valid.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike: neither signs anyone in. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the email is unknown (or has no password), so that case costs the
 * same time as a wrong password and does not reveal which addresses have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword('rikuun-dummy-password-for-timing');
  return dummy;
}
