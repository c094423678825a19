import type { MailMessage } from '../../lib/mail/mailer.ts';

/** invitation: a new account; login: sendLoginMail; reset: 「パスワードをお忘れの方」. */
export type SignInLinkPurpose = 'invitation' | 'login' | 'reset';

/**
 * How long a link stays valid: an invitation may wait in an inbox over a week-end, a login link a day,
 * a password reset (asked for by someone who may not be the user) an hour.
 */
export const LINK_TTL_SECONDS: Record<SignInLinkPurpose, number> = {
  login: 24 * 60 * 60,
  invitation: 7 * 24 * 60 * 60,
  reset: 60 * 60,
};

/** The product's Japanese name, as the app's title shows it. */
export const PRODUCT_NAME = '陸運';

/**
 * 「デモ運送株式会社 (陸運)」: the mail comes from the company (or consignor) that the user belongs to,
 * through this product; without one (a system administrator), from the product.
 */
export const senderName = (inviter: string | null) =>
  inviter ? `${inviter} (${PRODUCT_NAME})` : PRODUCT_NAME;

/** The mails' closing lines: who sent it through the product, and whom to ask. */
export const mailFooter = (inviter: string | null) => [
  '',
  '――',
  inviter ? `${inviter}（${PRODUCT_NAME} より送信）` : PRODUCT_NAME,
  '※このメールは送信専用です。ご返信いただいてもお答えできません。',
  ...(inviter ? [`ご不明な点は${inviter}のご担当者へお問い合わせください。`] : []),
];

/** The Japanese mail that carries a sign-in link, naming the company that sends it. */
export function signInLinkMail(input: {
  to: string;
  name: string;
  url: string;
  purpose: SignInLinkPurpose;
  /** The user's company or consignor; null for a system administrator. */
  inviter: string | null;
}): MailMessage {
  const { to, name, url, purpose, inviter } = input;
  const head = `【${inviter ?? PRODUCT_NAME}】`;
  const base = { to, fromName: senderName(inviter) };
  if (purpose === 'invitation') {
    return {
      ...base,
      subject: `${head}${PRODUCT_NAME}へのご招待`,
      text: [
        `${name} 様`,
        '',
        inviter
          ? `${inviter}より、運送業務システム「${PRODUCT_NAME}」のアカウントが作成されました。`
          : `運送業務システム「${PRODUCT_NAME}」のアカウントが作成されました。`,
        '下記のリンクを開いてログインし、ご利用を開始してください。',
        '',
        url,
        '',
        'このリンクの有効期限は7日間で、一度だけご利用いただけます。',
        'ログイン後、パスワードを設定すると、次回からメールアドレスとパスワードでログインできます。',
        'お心当たりのない場合は、このメールを破棄してください。',
        ...mailFooter(inviter),
      ].join('\n'),
    };
  }
  if (purpose === 'reset') {
    return {
      ...base,
      subject: `${head}パスワード再設定のご案内`,
      text: [
        `${name} 様`,
        '',
        `${inviter ? `${inviter}の` : ''}「${PRODUCT_NAME}」でパスワードの再設定を受け付けました。`,
        '下記のリンクを開くと、新しいパスワードを設定する画面が表示されます。',
        '',
        url,
        '',
        'このリンクの有効期限は1時間で、一度だけご利用いただけます。',
        'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
        ...mailFooter(inviter),
      ].join('\n'),
    };
  }
  return {
    ...base,
    subject: `${head}ログイン用リンクのお知らせ`,
    text: [
      `${name} 様`,
      '',
      `${inviter ? `${inviter}より、` : ''}「${PRODUCT_NAME}」へのログイン用リンクをお送りします。`,
      '下記のリンクを開くと、パスワードを入力せずにログインできます。',
      '',
      url,
      '',
      'このリンクの有効期限は24時間で、一度だけご利用いただけます。',
      'お心当たりのない場合は、このメールを破棄してください。',
      ...mailFooter(inviter),
    ].join('\n'),
  };
}
