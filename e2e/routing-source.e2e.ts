import { routingSourceColumns } from '@rikuun/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { apiAs, idTokenOf } from './support/api.ts';
import { newPage, signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

const DAY = '2027-01-15';
const HEADER = routingSourceColumns.map((c) => c.header).join(',');
/** Two stops of route E2E便 and one row without its address, in Shift_JIS as Excel saves it. */
const file = iconv.encode(
  `${[
    HEADER,
    `${DAY},E2E便,髙田商店,100-0001,東京都千代田区千代田1-1,,,,,09:00,12:00,,2,,`,
    `2027/1/15,E2E便,青空物産,,東京都港区芝公園4-2-8,,,,,,,,1,,`,
    `${DAY},E2E便,住所のない店,,,,,,,,,,,,`,
  ].join('\r\n')}\r\n`,
  'CP932',
);

describe('delivery data to a company course', () => {
  it('a consignor uploads a CSV, the system administrator imports and assigns it, the company sees the course', async () => {
    const consignor = await signedInPage(suite, 'consignor');
    await consignor.waitForURL(/\/consignor\/routing-source$/);
    const chooser = consignor.waitForEvent('filechooser');
    await consignor.getByRole('button', { name: /^CSVファイルをここにドロップするか/ }).click();
    await (await chooser).setFiles({ name: '配送データ.csv', mimeType: 'text/csv', buffer: file });
    await consignor.getByRole('button', { name: 'アップロード', exact: true }).click();
    await expect.poll(() => consignor.getByText('3行、うち正常2行').count()).toBeGreaterThan(0);
    const errors = consignor.getByRole('table', { name: 'アップロードのエラー' });
    await expect.poll(() => errors.getByText('住所を入力してください').count()).toBe(1);
    await expect.poll(() => errors.getByText('E列（住所）').count()).toBe(1);
    await consignor.goto(`${suite.server.url}/consignor/routing-source?deliveryDate=${DAY}`);
    await expect.poll(() => consignor.getByText('髙田商店').count()).toBeGreaterThan(0);
    await consignor.context().close();

    const sysadminApi = await apiAs(suite.server.url, 'sysadmin@example.com', DEMO_PASSWORD);
    const consignors = await sysadminApi<{ data: { id: string; name: string }[] }>(
      'GET',
      '/consignors?perPage=1000',
    );
    const demo = consignors.data.find((c) => c.name === 'デモ荷主');
    if (!demo) throw new Error('デモ荷主 missing');
    const sysadmin = await signedInPage(suite, 'sysadmin');
    await sysadmin.waitForURL(/\/companies$/);
    await sysadmin.getByRole('link', { name: 'コース割当' }).click();
    await sysadmin.waitForURL(/\/system-admin\/courses/);
    await sysadmin.goto(
      `${suite.server.url}/system-admin/courses?consignorId=${demo.id}&deliveryDate=${DAY}`,
    );
    await expect.poll(() => sysadmin.getByText('取込できる未処理の配送データ：2件').count()).toBe(1);
    await sysadmin.getByRole('button', { name: '取込', exact: true }).click();
    const table = sysadmin.getByRole('table', { name: 'コース一覧' });
    await expect.poll(() => table.getByText('E2E便').count()).toBe(1);
    await table.getByRole('button', { name: '割当' }).click();
    const dialog = sysadmin.getByRole('dialog', { name: '運送会社に割り当てる' });
    await dialog.getByRole('combobox', { name: '運送会社' }).click();
    await sysadmin.getByRole('option', { name: 'デモ運送株式会社' }).click();
    await dialog.getByRole('button', { name: '割り当てる' }).click();
    await expect.poll(() => table.getByText('割当済み').count()).toBe(1);
    await expect.poll(() => table.getByText('デモ運送株式会社').count()).toBe(1);
    await sysadmin.context().close();

    const admin = await signedInPage(suite, 'admin', { path: `/courses?deliveryDate=${DAY}` });
    await expect.poll(() => admin.getByText('E2E便').count()).toBeGreaterThan(0);
  });
});

describe('an answer before the upload was read', () => {
  it("reaches the page's fetch as the JSON error, not a network error", async () => {
    // A driver may not upload delivery data: the server refuses before it reads the file, and reads
    // only 2 MB of the rest (16 MB: past that bound, the connection closes under the upload).
    const token = await idTokenOf(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const page = await newPage(suite);
    await page.goto(`${suite.server.url}/login`);
    const answers = await page.evaluate(async (token) => {
      const results: unknown[] = [];
      for (const mb of [1, 1, 1, 16, 16]) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(mb * 1024 * 1024).fill(65)]), '配送データ.csv');
        try {
          const res = await fetch('/v1/consignor/routing-source/upload-csv', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          results.push({ status: res.status, body: await res.json() });
        } catch (err) {
          results.push({ networkError: String(err) });
        }
      }
      return results;
    }, token);
    const refused = {
      status: 403,
      body: {
        statusCode: 403,
        error: 'forbidden',
        message: 'この操作を行う権限がありません。',
        requestId: expect.any(String),
      },
    };
    expect(answers).toEqual([refused, refused, refused, refused, refused]);
    await page.context().close();
  });
});
