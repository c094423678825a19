import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | undefined;

/**
 * The commonest passwords, from the list zxcvbn-ts ships (about 49,000 from leaked password sets,
 * most common first). Compared without regard to case, surrounding spaces or full-width characters,
 * so 'Password1234' and 'ＰＡＳＳＷＯＲＤ１２３４' count as the listed 'password1234'.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return list.has(password.normalize('NFKC').trim().toLowerCase());
}
