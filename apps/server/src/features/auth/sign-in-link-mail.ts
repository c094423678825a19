import type { MailMessage } from '../../lib/mail/mailer.ts';

export type SignInLinkPurpose = 'invitation' | 'login';

/** How long a link stays valid: an invitation may wait in an inbox over a week-end, a login link not. */
export const LINK_TTL_SECONDS: Record<SignInLinkPurpose, number> = {
  login: 24 * 60 * 60,
  invitation: 7 * 24 * 60 * 60,
};

const FOOTER = ['', '――', 'Rikuun', '※このメールは送信専用です。ご返信いただいてもお答えできません。'];

/** The Japanese mail that carries a sign-in link. */
export function signInLinkMail(input: {
  to: string;
  name: string;
  url: string;
  purpose: SignInLinkPurpose;
}): MailMessage {
  const { to, name, url, purpose } = input;
  if (purpose === 'invitation') {
    return {
      to,
      subject: '【Rikuun】アカウントへのご招待',
      text: [
        `${name} 様`,
        '',
        'Rikuun のアカウントが作成されました。',
        '下記のリンクを開いてログインし、ご利用を開始してください。',
        '',
        url,
        '',
        'このリンクの有効期限は7日間で、一度だけご利用いただけます。',
        'ログイン後、パスワードを設定すると、次回からメールアドレスとパスワードでログインできます。',
        'お心当たりのない場合は、このメールを破棄してください。',
        ...FOOTER,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: '【Rikuun】ログイン用リンクのお知らせ',
    text: [
      `${name} 様`,
      '',
      'Rikuun へのログイン用リンクをお送りします。',
      '下記のリンクを開くと、パスワードを入力せずにログインできます。',
      '',
      url,
      '',
      'このリンクの有効期限は24時間で、一度だけご利用いただけます。',
      'お心当たりのない場合は、このメールを破棄してください。',
      ...FOOTER,
    ].join('\n'),
  };
}
