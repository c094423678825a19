import { importSettingPresets } from '@rikuun/contract';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { downloadedBytes } from './support/download.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

const HEADER =
  '配送日,コース名,ドライバー名,ドライバーメール,車両番号,契約名,配送順,配送先名,郵便番号,住所,建物名,電話番号,指定時間開始,指定時間終了,個数,重量kg,備考';
/** A Shift_JIS file as Excel saves it: kanji, half-width kana, CRLF. */
const sjisCsv = (...lines: string[]) => iconv.encode(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'CP932');
const rows = (time: string) => [
  '2026/7/6,ｴｰ便,,,,,1,ﾔﾏﾀﾞ商店,100-0001,東京都千代田区千代田1-1,,,09:00,12:00,2,,',
  `2026/7/6,ｴｰ便,,,,,2,青空物産,,東京都港区芝公園4-2-8,,,${time},,1,,`,
  '2026/7/7,B便,,,,,,翌日の店,,,,,,,,,',
];

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^CSVファイルをここにドロップするか/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

describe('course import', () => {
  it('an admin imports a Shift_JIS CSV with a bad row, sees the error table, fixes the row and imports the courses', async () => {
    const call = await apiAs(suite.server.url, 'admin2@example.com', DEMO_PASSWORD);
    await call('POST', '/import-settings', {
      name: 'E2E Shift_JIS',
      encoding: 'shift_jis',
      headerRows: 1,
      columns: importSettingPresets[0]?.columns,
    });

    const page = await signedInPage(suite, 'admin2', { path: '/courses/import', acceptDownloads: true });
    await page.getByRole('combobox', { name: '取込設定' }).click();
    await page.getByRole('option', { name: 'E2E Shift_JIS' }).click();

    // The template comes in the setting's encoding, named after it.
    const template = await downloaded(page, () =>
      page.getByRole('button', { name: 'テンプレートをダウンロード' }).click(),
    );
    expect(template.name).toBe('コース取込テンプレート_E2E Shift_JIS.csv');
    expect(iconv.decode(template.bytes, 'CP932').split('\r\n')[0]).toBe(HEADER);

    // One bad time: nothing is imported, the row is shown with its column and reason.
    await chooseFile(page, '配送予定.csv', sjisCsv(...rows('25:00')));
    await page.getByRole('button', { name: '取り込む' }).click();
    const table = page.getByRole('table', { name: '取込エラー' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual([
      '3',
      'M列（指定時間開始）',
      '指定時間（開始）は24時間表記の時:分（例: 08:30）で入力してください',
    ]);
    expect(
      await page.getByText('CSVに1件の誤りがあるため、取り込みませんでした。', { exact: false }).count(),
    ).toBe(1);
    const errors = await downloaded(page, () =>
      page.getByRole('button', { name: 'エラーをCSVでダウンロード' }).click(),
    );
    const errorText = errors.bytes.toString('utf8');
    expect(errorText.startsWith('\uFEFF行,列,見出し,項目,内容\r\n3,M,指定時間開始,指定時間（開始）,')).toBe(
      true,
    );

    // Fixed: the courses are created and the 配車表 of the first date is one click away.
    await chooseFile(page, '配送予定.csv', sjisCsv(...rows('13:00')));
    await expect.poll(() => table.count()).toBe(0);
    await page.getByRole('button', { name: '取り込む' }).click();
    await expect
      .poll(() => page.getByText('コース 2件、配送先 3件を登録しました。', { exact: false }).count())
      .toBe(1);
    expect(await page.getByRole('link', { name: '配車表を開く' }).getAttribute('href')).toBe(
      '/dispatch?deliveryDate=2026-07-06',
    );
  });
});
