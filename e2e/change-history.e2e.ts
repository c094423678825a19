import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('change history', () => {
  it('shows who changed which field of a vehicle, from what to what', async () => {
    const page = await signedInPage(suite, 'admin', { path: '/vehicles' });
    await page.getByText('品川 100 あ 12-34').first().click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);

    const history = page.getByRole('region', { name: '変更履歴' });
    // The demo data was registered by the system, not by a user.
    await expect.poll(() => history.getByText('システム').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => history.getByText('登録').count(), { timeout: 20_000 }).toBe(1);

    await page.getByRole('link', { name: '編集' }).click();
    const name = page.getByLabel('車両名');
    const before = await name.inputValue();
    await name.fill('変更履歴テスト号');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);

    const row = history.getByRole('row').filter({ hasText: '車両名' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(-3)).toEqual(['車両名', before || '—', '変更履歴テスト号']);
    await page.context().close();
  });
});
