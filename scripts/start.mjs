// `npm start`: install what is missing, build what changed, then run the server (it migrates the
// database and seeds the demo data on the first start) with web and API on one port.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
ensureBuilt();

const server = path.join(root, 'apps/server/dist');
// tracing.js starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT is set, and else does nothing.
const args = ['--enable-source-maps', '--import', pathToFileURL(path.join(server, 'tracing.js')).href];
const child = spawn(process.execPath, [...args, path.join(server, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
