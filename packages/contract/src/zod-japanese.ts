import { z } from 'zod';

/**
 * The fallback messages for rules a schema gives no message of its own. zod's Japanese locale names
 * types, origins and enum values in English (`stringは100文字以下である必要があります`), which must not
 * reach a user, so the common rules get plain Japanese here; anything else falls through to the locale.
 * Schemas still name their field (`車両名は100文字以内で入力してください`) where a user sees them.
 */
const fallback: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '必須項目です' : '入力値の種類が正しくありません';
    case 'invalid_value':
      return '選択肢の中から選んでください';
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, issue.inclusive ? 'max' : 'below');
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? '入力してください'
        : sizeMessage(issue.origin, issue.minimum, issue.inclusive ? 'min' : 'above');
    case 'invalid_format':
      return issue.format === 'email' ? 'メールアドレスの形式が正しくありません' : '形式が正しくありません';
    case 'not_multiple_of':
      return `${issue.divisor}の倍数で入力してください`;
    case 'unrecognized_keys':
      return '受け付けない項目が含まれています';
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
      return '入力値が正しくありません';
    default:
      return undefined;
  }
};

type Bound = 'max' | 'below' | 'min' | 'above';
const countWords: Record<Bound, string> = { max: '以内', below: '未満', min: '以上', above: 'より多く' };
const valueWords: Record<Bound, string> = { max: '以下', below: '未満', min: '以上', above: 'より大きい値' };

function sizeMessage(origin: string, limit: number | bigint, bound: Bound): string {
  const n = limit.toString();
  if (origin === 'string') return `${n}文字${countWords[bound]}で入力してください`;
  if (origin === 'array' || origin === 'set') return `${n}件${countWords[bound]}で指定してください`;
  if (origin === 'file') return `ファイルの大きさは${n}バイト${valueWords[bound]}にしてください`;
  if (origin === 'date') return '日付が範囲外です';
  return `${n}${valueWords[bound]}で入力してください`;
}

/** Japanese for every zod message, in the server and the web alike (both import the contract). */
export function configureJapaneseErrors(): void {
  z.config(z.locales.ja());
  z.config({ customError: fallback });
}
