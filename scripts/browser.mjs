// Finds Chromium for the browser tests: CHROMIUM_PATH, else Debian's package (installed when possible).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const found = () => [process.env.CHROMIUM_PATH, ...candidates].find((p) => p && fs.existsSync(p));

export function ensureBrowser() {
  if (found()) return found();
  if (process.getuid?.() !== 0) return undefined;
  console.log('Chromium をインストールしています (apt-get install chromium)...');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return found();
}
