import { z } from 'zod';
import { uuidSchema } from './common.ts';

/** How many people one sendLoginMail call may reach (one mail job each). */
export const MAX_LOGIN_MAIL_RECIPIENTS = 100;

/** `{ids}` of a sendLoginMail call (drivers, consignor users): who gets a sign-in link. */
export const loginMailBody = (who: string) =>
  z.object({
    ids: z
      .array(uuidSchema(`${who}ID`), { error: `${who}を選択してください` })
      .min(1, { error: `${who}を選択してください` })
      .max(MAX_LOGIN_MAIL_RECIPIENTS, {
        error: `一度に送信できるのは${MAX_LOGIN_MAIL_RECIPIENTS}人までです`,
      }),
  });
export type SendLoginMailBody = z.infer<ReturnType<typeof loginMailBody>>;
export const sendLoginMailResponse = z.object({ sent: z.number().int() });
