import { addDays, todayInTokyo } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('course offers (傭車)', () => {
  it("accepts another company's offer, offers the course again from its page, withdraws it, and reads the register", async () => {
    const page = await signedInPage(suite, 'admin');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('link', { name: '傭車', exact: true }).click();
    await page.waitForURL(/\/offers$/);

    // 募集中の案件: 株式会社サンプル物流's demo offer.
    const row = page.getByRole('row', { name: /千葉 臨時便/ });
    await row.getByText('株式会社サンプル物流').waitFor();
    await row.getByRole('button', { name: '引き受ける' }).click();
    const dialog = page.getByRole('dialog', { name: 'この案件を引き受けますか？' });
    await dialog.getByRole('button', { name: '引き受ける' }).click();
    await page.getByText('引き受けました。', { exact: false }).waitFor();
    await page.getByText('募集中の案件はありません').waitFor();

    // The course is now this company's, unassigned; offer it to the others again.
    await page.getByRole('link', { name: '引き受けたコースを開く' }).click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '千葉 臨時便' }).waitFor();
    await page.getByRole('button', { name: '傭車に出す' }).click();
    const offer = page.getByRole('dialog', { name: '「千葉 臨時便」を傭車に出す' });
    await offer.getByRole('button', { name: '依頼する' }).click();
    await offer.getByText('傭車料は整数で入力してください').waitFor();
    await offer.getByLabel('傭車料').fill('30000');
    await offer.getByLabel('メッセージ').fill('E2E: 再依頼です');
    await offer.getByRole('button', { name: '依頼する' }).click();
    await page.getByRole('link', { name: '傭車の依頼を見る' }).click();

    // 自社の依頼: the new offer, and the demo's own; withdraw the new one.
    await page.waitForURL(/\/offers\?tab=own$/);
    const own = page.getByRole('row', { name: /千葉 臨時便/ });
    await own.getByText('募集中').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /横浜 応援便/ }).count()).toBe(1);
    await own.getByRole('button', { name: '取り下げ' }).click();
    await page
      .getByRole('dialog', { name: '依頼を取り下げますか？' })
      .getByRole('button', { name: '取り下げ' })
      .click();
    await expect.poll(() => own.getByRole('button', { name: '取り下げ' }).count()).toBe(0);
    await own.getByText('取り下げ', { exact: true }).waitFor();

    // 実運送体制管理簿: the demo's re-offered course in two tiers down to the actual carrier, and the
    // course just accepted (デモ運送 as 1次), whose 運送契約書面 opens from the row.
    await page.getByRole('tab', { name: '実運送体制管理簿' }).click();
    for (const header of ['請負階層', '貨物の内容', '区間', '元請事業者', '受託事業者', '実運送事業者']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const tier1 = page.getByRole('row', { name: /川崎 共同配送便.*株式会社サンプル物流/ }).first();
    await tier1.getByRole('cell', { name: '1次', exact: true }).waitFor();
    await tier1.getByText('神奈川県川崎市川崎区 → 東京都品川区').waitFor();
    await tier1.getByText('有限会社みなと急送').waitFor();
    const tier2 = page.getByRole('row', { name: /川崎 共同配送便/ }).filter({ hasText: '2次' });
    await tier2.getByText('一般貨物（65個・530kg）').waitFor();
    await expect.poll(() => tier2.getByText('有限会社みなと急送').count()).toBe(2);
    const taken = page.getByRole('row', { name: /千葉 臨時便/ });
    await taken.getByText('¥32,000').waitFor();
    await taken.getByRole('button', { name: /運送契約書面を開く/ }).waitFor();

    // 月次締め, 傭車（支払）: what デモ運送 owes サンプル物流 for 川崎 共同配送便 (delivered tomorrow), and
    // the partner's invoice recorded against it.
    const month = addDays(todayInTokyo(), 1).slice(0, 7);
    await page.goto(`${suite.server.url}/month-close?tab=subcontracts&month=${month}`);
    const card = page.getByRole('region', { name: '株式会社サンプル物流' });
    await card.getByRole('cell', { name: '川崎 共同配送便' }).waitFor();
    await card.getByText('¥44,550').waitFor();
    await card.getByRole('button', { name: '請求書を記録' }).click();
    const invoice = page.getByRole('dialog', { name: /株式会社サンプル物流の請求書/ });
    await invoice.getByLabel('請求書番号').fill('SP-2026-001');
    await invoice.getByLabel('請求金額（税込）').fill('44600');
    await invoice.getByRole('button', { name: '記録' }).click();
    await card.getByText(/SP-2026-001/).waitFor();
    await card.getByText('請求書の金額が支払額と¥50多くなっています。', { exact: false }).waitFor();
    await page.context().close();
  });
});
