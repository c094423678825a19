import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** An outside system's call with the key, as curl in docs/api.md makes it. */
const smsCompanies = (key: string) =>
  fetch(`${suite.server.url}/v1/sms/companies`, { headers: { authorization: `Bearer ${key}` } });

describe('API keys', () => {
  it('an admin issues a key shown once, copies it, the key works, and after revoking it no longer does', async () => {
    const page = await signedInPage(suite, 'admin2', {
      path: '/settings/company',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.getByRole('link', { name: '外部システム連携' }).click();
    await page.waitForURL(/\/settings\/api-keys$/);
    await expect.poll(() => page.getByText('APIキーはまだ発行されていません').count()).toBe(1);

    await page.getByRole('button', { name: 'APIキーを発行' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '発行' }).click();
    await expect.poll(() => dialog.getByText('名前を入力してください').count()).toBe(1);
    await dialog.getByLabel('名前').fill('配車システム連携');
    await dialog.getByRole('button', { name: '発行' }).click();

    await expect
      .poll(() => dialog.getByText('閉じると二度と表示できません', { exact: false }).count())
      .toBe(1);
    const key = await dialog.getByLabel('「配車システム連携」のAPIキー').inputValue();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'コピー' }).click();
    await expect.poll(() => page.getByText('APIキーをコピーしました').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: '閉じる' }).click();

    const row = page.getByRole('row', { name: /配車システム連携/ });
    await expect.poll(() => row.getByText(`${key.slice(0, 11)}…`).count()).toBe(1);
    await expect.poll(() => row.getByText('有効').count()).toBe(1);
    expect(await page.content()).not.toContain(key);

    const works = await smsCompanies(key);
    expect(works.status).toBe(200);
    expect((await works.json()).total).toBe(1);
    await page.reload();
    await expect.poll(() => row.getByText('未使用').count()).toBe(0);

    await row.getByRole('button', { name: '失効' }).click();
    const confirm = page.getByRole('dialog', { name: 'APIキーを失効させますか？' });
    await confirm.getByRole('button', { name: '失効' }).click();
    await expect.poll(() => page.getByText('APIキーを失効させました').count()).toBe(1);
    await expect.poll(() => row.getByText('失効').count()).toBe(1);
    await expect.poll(() => row.getByRole('button', { name: '失効' }).count()).toBe(0);
    expect((await smsCompanies(key)).status).toBe(401);
  });
});
