import { type Browser, chromium, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function browserOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
 * The run's Chromium (global-setup.ts launches one for every file); its browser contexts keep each
 * test's cookies and storage apart. Closing what this returns closes only this file's contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
}
