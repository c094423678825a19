// Imported first by `npm start` and `npm test`: stops with a clear message on a Node.js older than the
// floor in package.json's engines (">=20.19"), before anything else can fail in a confusing way.
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const floor = /(\d+)\.(\d+)/.exec(pkg.engines.node);
const required = [Number(floor[1]), Number(floor[2])];
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < required[0] || (major === required[0] && minor < required[1])) {
  const want = required.join('.');
  console.error(
    [
      `Node.js ${want} 以上が必要です (現在のバージョン: ${process.version})。Node.js を更新してから、もう一度実行してください。`,
      `Node.js ${want} or newer is required (this is ${process.version}). Please update Node.js and run again.`,
    ].join('\n'),
  );
  process.exit(1);
}
