import { DUPLICATE_EMAIL } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

// The dialog-form kit (useDialogForm + FormDialog), on one dialog: 荷主ユーザーの追加.
describe('a dialog form', () => {
  it("asks before a change is thrown away, sends once for a double click, and shows the server's answer at its field", async () => {
    const page = await signedInPage(suite, 'consignor', { path: '/consignor/users' });
    await page.getByRole('button', { name: 'ユーザーを追加' }).click();
    const dialog = page.getByRole('dialog', { name: 'ユーザーの追加' });
    const discard = page.getByRole('dialog', { name: '変更を破棄しますか？' });

    // Unchanged, Escape just closes; changed, it asks first, and 「キャンセル」 keeps what was typed.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'ユーザーを追加' }).click();
    await dialog.getByLabel('氏名').fill('二重 送信');
    // His own address: the server refuses it as already registered (409 at the field).
    await dialog.getByLabel('メールアドレス').fill('consignor@example.com');
    await page.keyboard.press('Escape');
    await expect.poll(() => discard.count()).toBe(1);
    await discard.getByRole('button', { name: 'キャンセル' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(await dialog.getByLabel('氏名').inputValue()).toBe('二重 送信');

    // The request is held until the sending state has been seen: one POST, the button disabled and relabelled.
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/consignor/users', async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await held;
      }
      await route.continue();
    });
    await dialog.getByRole('button', { name: '登録して招待' }).dblclick();
    const sending = dialog.getByRole('button', { name: '送信中…' });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    release();
    await expect.poll(() => dialog.getByText(DUPLICATE_EMAIL).count()).toBe(1);
    expect(await dialog.getByLabel('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toBe(1);

    // キャンセル on the changed form asks too; 破棄 closes it.
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await discard.getByRole('button', { name: '破棄' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(posts).toBe(1);
    await page.context().close();
  });
});
