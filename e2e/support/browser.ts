import fs from 'node:fs';
import { type Browser, chromium, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Which Chromium a test file runs in. `shell`, the default: Debian's headless shell (Chromium's old
 * headless mode, without the browser's UI layers), which ran the same tests on 27 % less CPU (decision
 * 071). `full`: the whole browser, for what the shell lacks: a PDF opened in a tab (its viewer),
 * notifications and Web Push.
 */
export type BrowserKind = 'shell' | 'full';

const FULL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** That Chromium, headless, without the background traffic this closed network refuses. */
export function browserOptions(kind: BrowserKind = 'shell'): LaunchOptions {
  return {
    // Without the shell installed, every file runs in the full browser.
    executablePath: kind === 'shell' && fs.existsSync(SHELL) ? SHELL : FULL,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/**
 * The run's Chromium of that kind (global-setup.ts launches one of each for every file); its browser
 * contexts keep each test's cookies and storage apart. Closing what this returns closes only this
 * file's contexts.
 */
export async function launchBrowser(kind: BrowserKind = 'shell'): Promise<Browser> {
  return chromium.connect(inject(kind === 'full' ? 'fullChromiumEndpoint' : 'chromiumEndpoint'));
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
}
