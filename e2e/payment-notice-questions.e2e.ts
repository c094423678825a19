import { describe, expect, it } from 'vitest';
import { apiAs, idTokenOf } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

/**
 * 支払通知書への問い合わせ: the contractor asks on the phone instead of confirming, staff answer on the
 * desk, the contractor reads the answer and confirms. Its own server: it issues a notice.
 */
const suite = useServerAndBrowser({}, { ownServer: true });
/** 伊藤 美咲: a contractor of the demo company who signs in with a password. */
const CONTRACTOR_EMAIL = 'misaki.ito@example.com';

const twoMonthsAgo = () => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .slice(0, 7)
    .split('-')
    .map(Number) as [number, number];
  const back = m <= 2 ? [y - 1, m + 10] : [y, m - 2];
  return `${back[0]}-${String(back[1]).padStart(2, '0')}`;
};

describe('支払通知書への問い合わせ', () => {
  it('the contractor asks on the phone, staff answer on the desk, and he then confirms', async () => {
    const admin = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const { data } = await admin<{ data: { id: string; name: string }[] }>('GET', '/drivers?q=伊藤');
    const driver = data.find((d) => d.name === '伊藤 美咲');
    if (!driver) throw new Error('demo data has no 伊藤 美咲');
    // The notice, issued as the month close would (the answer is its PDF).
    const token = await idTokenOf(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const issued = await fetch(`${suite.server.url}/v1/payment-notices/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ driverId: driver.id, accountingMonth: twoMonthsAgo() }),
    });
    expect(issued.status).toBe(200);

    // The phone: 確認しました and 問い合わせる side by side; the question in a dialog.
    const phone = await signedInPage(
      suite,
      { email: CONTRACTOR_EMAIL, password: DEMO_PASSWORD },
      { path: '/driver/payment-notices', viewport: { width: 390, height: 844 } },
    );
    const confirm = phone.getByRole('button', { name: '確認しました' });
    const ask = phone.getByRole('button', { name: '問い合わせる' });
    await confirm.waitFor();
    await ask.waitFor();
    // Side by side once the page has settled (its fonts and the list above may still move it).
    const sideBySide = async () => {
      const [a, b] = [await confirm.boundingBox(), await ask.boundingBox()];
      return Boolean(a && b && Math.abs(a.y - b.y) < 4);
    };
    await expect.poll(sideBySide).toBe(true);
    await ask.click();
    const dialog = phone.getByRole('dialog', { name: /について問い合わせる$/ });
    // Empty: the server's Japanese message sits at the field.
    await dialog.getByRole('button', { name: '問い合わせを送信' }).click();
    await dialog.getByText('問い合わせ内容を入力してください').waitFor();
    await dialog.getByLabel('問い合わせ内容').fill('燃料手当が前月より少ないようです。ご確認ください。');
    await dialog.getByRole('button', { name: '問い合わせを送信' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.getByText('問い合わせ中', { exact: true }).waitFor();
    await phone.getByText('燃料手当が前月より少ないようです。ご確認ください。').waitFor();

    // The desk: the alert, the register's filter, the question and the answer box on the notice.
    const desk = await signedInPage(suite, 'admin', {
      path: '/issued-documents?kind=payment_notice&questionStatus=open',
      viewport: { width: 1400, height: 900 },
    });
    const row = desk.getByRole('table', { name: '発行済み書類一覧' }).getByRole('row', { name: /伊藤 美咲/ });
    await row.getByText('問い合わせ中').waitFor();
    await row.getByRole('button', { name: /^PN-\d{4}-\d{6}$/ }).click();
    const notice = desk.getByRole('dialog');
    const section = notice.getByRole('region', { name: 'ドライバーからの問い合わせ' });
    await section.getByText('燃料手当が前月より少ないようです。ご確認ください。').waitFor();
    await section
      .getByRole('textbox', { name: '回答' })
      .fill('燃料手当は走行距離に応じて計算しています。前月より距離が短いためです。');
    await section.getByRole('button', { name: '回答を送信' }).click();
    // Answered, the notice leaves the list of open questions (its dialog with it); 回答済み finds it.
    await desk.getByText('回答を送信しました').waitFor();
    await row.waitFor({ state: 'detached' });
    await desk.goto(`${suite.server.url}/issued-documents?kind=payment_notice&questionStatus=answered`);
    await row.getByText('回答済み').waitFor();
    await row.getByRole('button', { name: /^PN-\d{4}-\d{6}$/ }).click();
    await desk
      .getByRole('dialog')
      .getByRole('region', { name: 'ドライバーからの問い合わせ' })
      .getByRole('listitem', { name: '事務所の回答' })
      .waitFor();

    // The contractor reads the answer and confirms.
    await phone.reload();
    await phone.getByText('燃料手当は走行距離に応じて計算しています。前月より距離が短いためです。').waitFor();
    await phone.getByText('回答あり', { exact: true }).waitFor();
    await phone.getByRole('button', { name: '確認しました' }).click();
    await phone.getByText('確認済み', { exact: true }).waitFor();
    const contractor = await apiAs(suite.server.url, CONTRACTOR_EMAIL, DEMO_PASSWORD);
    const mine = await contractor<{ data: { questionStatus: string | null; confirmedAt: string | null }[] }>(
      'GET',
      '/self/payment-notices',
    );
    expect(mine.data[0]).toMatchObject({ questionStatus: 'answered', confirmedAt: expect.any(String) });
  });
});
