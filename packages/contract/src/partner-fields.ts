import { z } from 'zod';
import { msg, optionalText } from './common.ts';

/** An optional 緯度/経度 in degrees; empty is null. */
export const coordinateSchema = (label: string, limit: 90 | 180) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(-limit, { error: msg.min(label, -limit) })
    .max(limit, { error: msg.max(label, limit) })
    .nullish()
    .transform((v) => v ?? null);

/** An optional e-mail address (取引先の連絡先); empty is null. */
export const optionalEmailSchema = (label = 'メールアドレス') =>
  optionalText(label, 254).pipe(z.email({ error: `${label}の形式が正しくありません` }).nullable());
