import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

type Report = {
  id: string;
  date: string;
  driverName: string;
  vehicleId: string | null;
  startAt: string | null;
  endPlace: string | null;
  approveStatus: string;
  memo: string | null;
  billingAmount: number | null;
  feeOverrideReason: string | null;
  statusComment: string | null;
};

describe('daily reports: the driver writes and submits, staff approve, send back and change fees', () => {
  it('writes today’s report on the phone from the prefill and submits it', async () => {
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const page = await signedInPage(suite, 'driver', {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
    });
    await page.waitForURL(/\/home$/);
    await page.getByRole('link', { name: '日報を書く' }).click();
    await page.waitForURL(/\/driver\/daily-report\?date=/);
    const date = new URL(page.url()).searchParams.get('date') as string;
    await page.getByRole('heading', { level: 1, name: /の日報$/ }).waitFor();
    await page.getByRole('region', { name: '業務の開始・終了' }).waitFor();
    // Past reports are listed with their state (the demo driver has some waiting).
    await page.getByRole('region', { name: '過去の日報' }).getByText('申請中').first().waitFor();

    // Not clocked in today: the form says before submitting what approval will ask for.
    await page
      .getByRole('status', { name: '未記入の項目' })
      .getByText(/業務開始の日時/)
      .waitFor();
    await page.getByRole('button', { name: '休憩を追加' }).click();
    await page.getByLabel('場所').first().fill('辰巳PA');
    await page.getByLabel('備考', { exact: true }).fill('e2e 日報の備考');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('日報を保存しました').waitFor();
    const [saved] = (await driver<{ data: Report[] }>('GET', `/self/daily-reports?date=${date}`)).data;
    expect(saved).toMatchObject({ approveStatus: 'draft', memo: 'e2e 日報の備考' });

    await page.getByRole('button', { name: '提出する' }).click();
    await page.getByText('日報を提出しました').waitFor();
    await page.getByText('提出済みです。承認をお待ちください。').waitFor();
    await expect
      .poll(
        async () =>
          (await driver<{ data: Report[] }>('GET', `/self/daily-reports?date=${date}`)).data[0]
            ?.approveStatus,
      )
      .toBe('requested');
    await page.context().close();
  });

  it('refuses to approve a report missing a 乗務記録 item and names the items on the page', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const waiting = (await staff<{ data: Report[] }>('GET', '/daily-reports?approveStatus=requested')).data;
    // The demo's second driver left out where his duty ended and where he took his break.
    const incomplete = waiting.find((r) => r.endPlace === null && r.startAt !== null) as Report;
    expect(incomplete).toBeDefined();
    const office = await signedInPage(suite, 'admin', {
      viewport: { width: 1440, height: 900 },
      path: `/daily-reports/${incomplete.id}`,
    });
    await office.getByRole('button', { name: '承認', exact: true }).click();
    await office.getByRole('button', { name: '承認する' }).click();
    const refusal = office.getByRole('dialog').getByRole('alert');
    await refusal.getByText('未記入の項目があります').waitFor();
    await refusal.getByText('業務終了の地点', { exact: true }).waitFor();
    await refusal.getByText('休憩1の場所', { exact: true }).waitFor();
    expect((await staff<Report>('GET', `/daily-reports/${incomplete.id}`)).approveStatus).toBe('requested');
    await office.context().close();
  });

  it('lists reports for staff, changes a fee with its reason, sends one back and approves the rest in bulk', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const listed = (await staff<{ data: Report[] }>('GET', '/daily-reports?approveStatus=requested')).data;
    // The incomplete ones (the phone's report of today without a clock-in, the demo's second driver's)
    // cannot be approved: the bulk refusal names them, then staff send them back.
    const incomplete = listed.filter((r) => r.startAt === null || r.endPlace === null);
    expect(incomplete.length).toBe(2);
    const waiting = listed.filter((r) => !incomplete.includes(r));
    expect(waiting.length).toBeGreaterThan(1);
    const [first, ...rest] = waiting as [Report, ...Report[]];

    const office = await signedInPage(suite, 'admin', {
      viewport: { width: 1440, height: 900 },
      path: `/daily-reports/${first.id}`,
    });
    await office.getByRole('region', { name: '荷待ち（30分以上）' }).waitFor();
    await office.getByRole('button', { name: '金額を変更' }).click();
    await office.getByLabel('請求金額（税抜）').fill('35000');
    await office.getByLabel('支払金額（税抜）').fill('27000');
    await office.getByLabel('変更理由').fill('高速道路の通行止めによる迂回');
    await office.getByRole('button', { name: '保存' }).click();
    await office.getByText('金額を変更しました').waitFor();
    await office.getByRole('region', { name: '運賃' }).getByText('¥35,000').waitFor();
    await office.getByRole('region', { name: '変更履歴' }).getByText('請求金額').first().waitFor();

    await office.getByRole('button', { name: '差戻し' }).click();
    await office.getByLabel('差戻しの理由').fill('休憩場所を記入してください');
    await office.getByRole('button', { name: '差し戻す' }).click();
    await office.getByText('差し戻しました').waitFor();
    const sentBack = await staff<Report>('GET', `/daily-reports/${first.id}`);
    expect(sentBack).toMatchObject({
      approveStatus: 'rejected',
      billingAmount: 35000,
      feeOverrideReason: '高速道路の通行止めによる迂回',
      statusComment: '休憩場所を記入してください',
    });

    const requestedList = `${suite.server.url}/daily-reports?approveStatus=requested&from=2000-01-01&to=2100-12-31`;
    await office.goto(requestedList);
    const table = office.getByRole('table', { name: '日報一覧' });
    await table
      .getByRole('row')
      .nth(rest.length + incomplete.length)
      .waitFor();
    await table.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    await office.getByRole('button', { name: /^承認（\d+件）$/ }).click();
    await office.getByRole('button', { name: '承認する' }).click();
    const refusal = office.getByRole('dialog').getByRole('alert');
    await refusal.getByText('未記入の項目がある日報が2件あります').waitFor();
    await refusal.getByText(/業務開始の日時/).waitFor();
    await refusal.getByText(/業務終了の地点、休憩1の場所/).waitFor();
    await office.getByRole('button', { name: 'キャンセル' }).click();
    expect((await staff<{ total: number }>('GET', '/daily-reports?approveStatus=requested')).total).toBe(
      listed.length - 1,
    );
    await staff('POST', '/daily-reports/actions/update-status', {
      ids: incomplete.map((r) => r.id),
      status: 'rejected',
      comment: '未記入の項目を記入してください',
    });

    await office.goto(requestedList);
    await table.getByRole('row').nth(rest.length).waitFor();
    await table.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    await office.getByRole('button', { name: /^承認（\d+件）$/ }).click();
    await office.getByRole('button', { name: '承認する' }).click();
    await office.getByText(`${rest.length}件の日報を承認しました`).waitFor();
    await expect
      .poll(
        async () => (await staff<{ total: number }>('GET', '/daily-reports?approveStatus=requested')).total,
      )
      .toBe(0);
    await office.context().close();
  });
});
