import { routingSourceColumns } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** A date of its own: the demo consignor's other days (and other files' uploads) are not touched. */
const DAY = '2027-02-10';
const HEADER = routingSourceColumns.map((c) => c.header).join(',');
const line = (name: string, address: string, window = ',') =>
  `${DAY},再送便,${name},,${address},,,,,${window},,1,,`;
const csvOf = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`);

/** Five stops, C with its time window the wrong way round. */
const first = csvOf(
  line('再送A商店', '東京都千代田区1-1'),
  line('再送B商店', '東京都千代田区1-2'),
  line('再送C商店', '東京都千代田区1-3', '12:00,09:00'),
  line('再送D商店', '東京都千代田区1-4'),
  line('再送E商店', '東京都千代田区1-5'),
);
/** Fixed: C corrected, D dropped, G added. */
const fixed = csvOf(
  line('再送A商店', '東京都千代田区1-1'),
  line('再送B商店', '東京都千代田区1-2'),
  line('再送C商店', '東京都千代田区1-3', '09:00,12:00'),
  line('再送E商店', '東京都千代田区1-5'),
  line('再送G商店', '東京都千代田区1-7'),
);

async function pick(page: Page, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^CSVファイルをここにドロップするか/ }).click();
  await (await chooser).setFiles({ name: '配送データ.csv', mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'アップロード', exact: true }).click();
}

type Row = { id: string; name: string; status: string; timeWindowStart: string | null; errors: unknown[] };

describe('a consignor fixes a file and uploads it again', () => {
  it('sees what changes per date, replaces the date’s 未処理 rows, and corrects and deletes a row', async () => {
    const api = await apiAs(suite.server.url, 'consignor@example.com', DEMO_PASSWORD);
    const rows = async () =>
      (await api<{ data: Row[] }>('GET', `/consignor/routing-source?deliveryDate=${DAY}&perPage=100`)).data;
    const names = async () => (await rows()).map((r) => r.name).sort();

    const page = await signedInPage(suite, 'consignor', { path: '/consignor/routing-source' });
    // The first upload of the date is stored at once.
    await pick(page, first);
    await expect.poll(() => page.getByText('5行、うち正常4行').count()).toBeGreaterThan(0);
    expect(await names()).toEqual(['再送A商店', '再送B商店', '再送C商店', '再送D商店', '再送E商店']);
    // The carrier has taken B over meanwhile.
    const b = (await rows()).find((r) => r.name === '再送B商店') as Row;
    await api('POST', '/consignor/routing-source/mark-as-processed', { ids: [b.id] });

    // The fixed file: nothing stored before 置き換える, and the dialog says what changes.
    await pick(page, fixed);
    const dialog = page.getByRole('dialog', { name: 'アップロード内容の確認' });
    const changes = dialog.getByRole('table', { name: /^配送日 2027\/02\/10.* の変更$/ });
    const kindOf = async (name: string) =>
      (await changes
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .first()
        .textContent()) ?? '';
    await changes.waitFor();
    expect(await kindOf('再送G商店')).toBe('追加');
    expect(await kindOf('再送C商店')).toBe('変更');
    expect(await changes.getByRole('row', { name: /再送C商店/ }).textContent()).toContain(
      '指定時間（開始）：12:00 → 09:00',
    );
    expect(await kindOf('再送D商店')).toBe('削除');
    expect(await kindOf('再送B商店')).toBe('処理済み');
    expect(await changes.getByRole('row', { name: /再送A商店|再送E商店/ }).count()).toBe(0);
    expect(await dialog.getByText('変更なし 2行').count()).toBe(1);
    expect(await names()).toHaveLength(5);

    await dialog.getByRole('button', { name: '置き換える' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByText(/未処理の行（4行）をこのファイルの内容に置き換えました/).count())
      .toBe(1);
    expect(
      await page.getByText('処理済みの1行（再送B商店）はそのまま残しています。', { exact: false }).count(),
    ).toBe(1);
    // The date has the fixed file's five stops once: B as it was (processed), C without its error.
    expect(await names()).toEqual(['再送A商店', '再送B商店', '再送C商店', '再送E商店', '再送G商店']);
    const after = await rows();
    expect(after.find((r) => r.name === '再送B商店')).toMatchObject({ id: b.id, status: 'processed' });
    expect(after.find((r) => r.name === '再送C商店')).toMatchObject({ timeWindowStart: '09:00', errors: [] });

    // A row still 未処理 is corrected in place, another deleted; the processed one offers neither.
    await page.goto(`${suite.server.url}/consignor/routing-source?deliveryDate=${DAY}`);
    await page.getByRole('button', { name: '再送E商店を修正' }).click();
    const edit = page.getByRole('dialog', { name: '配送データの修正' });
    await edit.getByLabel('配送先名').fill('再送E商店裏口');
    await edit.getByLabel('指定時間（開始）').fill('25:00');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => edit.getByLabel('指定時間（開始）').getAttribute('aria-invalid')).toBe('true');
    await edit.getByLabel('指定時間（開始）').fill('');
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '再送G商店を削除' }).click();
    await page
      .getByRole('dialog', { name: '配送データを削除しますか？' })
      .getByRole('button', { name: '削除' })
      .click();
    await expect.poll(names).toEqual(['再送A商店', '再送B商店', '再送C商店', '再送E商店裏口']);
    expect(await page.getByRole('button', { name: '再送B商店を修正' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '再送B商店を削除' }).count()).toBe(0);
    await page.context().close();
  });
});
