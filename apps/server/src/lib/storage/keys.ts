import { v7 as uuidv7 } from 'uuid';

/** Storage keys are generated, never taken from the client: YYYY/MM/<uuid v7>. */
export function newStorageKey(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${uuidv7()}`;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Only keys of our own making: plain segments, no `..`, no absolute paths, no backslashes. */
export function isSafeStorageKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}
