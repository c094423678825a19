// Shared steps of `npm start` and `npm test`, written with Node's built-ins only: they run before
// the project's dependencies are installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files under the given paths (node_modules and dist excluded). */
export function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  for (const p of paths) walk(path.join(root, p));
  return latest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(marker) && mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('依存パッケージをインストールしています (npm install)...');
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * The builds that are out of date (their sources changed since the last build), as npm arguments:
 * the web app, then the server.
 */
export function staleBuilds({ force = false } = {}) {
  const builds = [];
  const shared = ['packages/contract/src', 'package-lock.json'];
  const webOut = path.join(root, 'apps/web/dist/index.html');
  if (
    force ||
    mtime(webOut) < newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared])
  ) {
    builds.push({ message: 'Web アプリをビルドしています...', args: ['run', 'build', '-w', '@rikuun/web'] });
  }
  const serverOut = path.join(root, 'apps/server/dist/main.js');
  if (force || mtime(serverOut) < newest(['apps/server/src', 'apps/server/build.mjs', ...shared])) {
    builds.push({ message: 'サーバーをビルドしています...', args: ['run', 'build', '-w', '@rikuun/server'] });
  }
  return builds;
}

/** Builds the web app and the server when their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  for (const { message, args } of staleBuilds({ force })) {
    console.log(message);
    mustRun('npm', args);
  }
}
