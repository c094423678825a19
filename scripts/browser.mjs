// Finds the Chromiums for the browser tests (e2e/support/browser.ts): the full browser (CHROMIUM_PATH,
// else Debian's package) and its headless shell (CHROMIUM_SHELL_PATH, else Debian's package), which
// runs most files on 27 % less CPU (decision 071). Both are installed with apt-get when missing and
// this runs as root; without the shell every file runs in the full browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SHELL = ['/usr/bin/chromium-headless-shell'];
const found = (paths) => paths.find((p) => p && fs.existsSync(p));
const full = () => found([process.env.CHROMIUM_PATH, ...FULL]);
const shell = () => found([process.env.CHROMIUM_SHELL_PATH, ...SHELL]);

function aptInstall(packages) {
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  // The package lists as they are first: an update is needed only on a machine without them.
  if (install()) return;
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  install();
}

/** The full Chromium's path and the shell's (the full one's when there is no shell), or undefined. */
export function ensureBrowser() {
  const missing = [...(full() ? [] : ['chromium']), ...(shell() ? [] : ['chromium-headless-shell'])];
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`Chromium をインストールしています (apt-get install ${missing.join(' ')})...`);
    aptInstall([...missing, 'fonts-noto-cjk']);
  }
  const fullPath = full();
  return fullPath ? { full: fullPath, shell: shell() ?? fullPath } : undefined;
}
