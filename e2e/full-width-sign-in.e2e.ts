import { describe, expect, it } from 'vitest';
import { newPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('full-width input', () => {
  it('signs in with the address typed in full-width characters (IME on)', async () => {
    const page = await newPage(suite, { viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('メールアドレス').fill('ｃｏｎｓｉｇｎｏｒ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'サインイン' }).click();
    // Signed in: the consignor's first page, away from /login.
    await page.waitForURL((url) => url.pathname.startsWith('/consignor/'));
    expect(await page.getByText('メールアドレスの形式が正しくありません').count()).toBe(0);
    await page.context().close();
  });
});
