// CSV import of courses at scale: generates a Shift_JIS (CP932) file of 100,000 rows (10,000 courses of
// 10 stops, 200 drivers by name, 100 vehicles by registration number, a contract by name), starts the
// built server on a throw-away PostgreSQL database, imports the file through POST /v1/courses/import
// (with NDJSON progress), and prints the elapsed time, the phases and the server process's memory:
// its RSS sampled every 20 ms during the import and the kernel's high-water mark (VmHWM).
//
//   npm run build -w @rikuun/server && node bench/api/course-import.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--courses 10000] [--stops 10] [--pglite]
//     [--profile /tmp/prof]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { arg, rssOf, signIn, startServer, throwAwayDatabase } from './harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const courseTotal = Number(arg('courses', '10000'));
const stopsPerCourse = Number(arg('stops', '10'));
const onPglite = process.argv.includes('--pglite');
/** --profile DIR: the server writes a V8 CPU profile there (open it in Chrome DevTools). */
const profileDir = arg('profile', '');
const password = 'bench-password-123';
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_import');
const DRIVERS = 200;
const VEHICLES = 100;

const kana = [...'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろわ'];
const plate = (i) =>
  `品川 ${100 + Math.floor(i / kana.length)} ${kana[i % kana.length]} ${10 + (i % 89)}-${String(10 + (i % 89)).padStart(2, '0')}`;
const driverName = (i) => `配送 ${String(i + 1).padStart(3, '0')}郎`;
const wards = [
  '千代田区',
  '中央区',
  '港区',
  '新宿区',
  '文京区',
  '台東区',
  '墨田区',
  '江東区',
  '品川区',
  '目黒区',
];

function day(offset) {
  const d = new Date(Date.UTC(2026, 5, 1 + offset));
  return `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
}

/** The file, written in chunks of text through the CP932 encoder (half-width kana in the names). */
function writeCsv(file) {
  const out = fs.openSync(file, 'w');
  const header =
    '配送日,コース名,ドライバー名,ドライバーメール,車両番号,契約名,配送順,配送先名,郵便番号,住所,建物名,電話番号,指定時間開始,指定時間終了,個数,重量kg,備考\r\n';
  fs.writeSync(out, iconv.encode(header, 'CP932'));
  let lines = [];
  for (let c = 0; c < courseTotal; c++) {
    const driver = c % DRIVERS;
    const date = day(Math.floor(c / DRIVERS));
    for (let s = 0; s < stopsPerCourse; s++) {
      const n = c * stopsPerCourse + s;
      const first = s === 0;
      lines.push(
        [
          date,
          `ｺｰｽ${String(driver + 1).padStart(3, '0')}便`,
          first ? driverName(driver) : '',
          '',
          first ? plate(c % VEHICLES) : '',
          first ? '定期便（ベンチ）' : '',
          stopsPerCourse - s,
          `ｶﾌﾞｼｷｶﾞｲｼｬ配送先${n}`,
          `${100 + (n % 900)}-${String(n % 10000).padStart(4, '0')}`,
          `東京都${wards[n % wards.length]}${1 + (n % 9)}-${1 + (n % 20)}-${1 + (n % 30)}`,
          n % 3 === 0 ? `第${1 + (n % 5)}ビル ${1 + (n % 9)}F` : '',
          `03-${String(1000 + (n % 9000))}-${String(n % 10000).padStart(4, '0')}`,
          `${8 + (s % 8)}:00`,
          `${10 + (s % 8)}:00`,
          1 + (n % 20),
          (n % 500) + 0.5,
          n % 7 === 0 ? '"午前中, 必着"' : '',
        ].join(','),
      );
      if (lines.length >= 5000) {
        fs.writeSync(out, iconv.encode(`${lines.join('\r\n')}\r\n`, 'CP932'));
        lines = [];
      }
    }
  }
  if (lines.length) fs.writeSync(out, iconv.encode(`${lines.join('\r\n')}\r\n`, 'CP932'));
  fs.closeSync(out);
}

/** What the file names, in the second demo company: drivers, vehicles, a client and its contract. */
async function seed(base, headers) {
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  for (let i = 0; i < DRIVERS; i++) {
    await call('POST', '/v1/drivers', {
      name: driverName(i),
      email: `bench-driver-${i}-${Date.now()}@example.test`,
      employmentType: 'employee',
    });
  }
  for (let i = 0; i < VEHICLES; i++) {
    await call('POST', '/v1/vehicles', { registrationNumber: plate(i), vehicleClass: 'small' });
  }
  const client = await call('POST', '/v1/clients', { name: 'ベンチ食品株式会社' });
  await call('POST', '/v1/contracts', {
    clientId: client.id,
    name: '定期便（ベンチ）',
    from: '2026-01-01',
    feeType: 'per_course',
    billingUnitPrice: 30000,
  });
  const setting = await call('POST', '/v1/import-settings', {
    name: 'ベンチ（Shift_JIS）',
    encoding: 'shift_jis',
    headerRows: 1,
    columns: {
      deliveryDate: '配送日',
      courseName: 'コース名',
      driverName: 'ドライバー名',
      driverEmail: 'ドライバーメール',
      vehicleRegistrationNumber: '車両番号',
      contractName: '契約名',
      sequence: '配送順',
      destinationName: '配送先名',
      zipCode: '郵便番号',
      address1: '住所',
      address2: '建物名',
      phone: '電話番号',
      timeWindowStart: '指定時間開始',
      timeWindowEnd: '指定時間終了',
      quantity: '個数',
      weightKg: '重量kg',
      memo: '備考',
    },
  });
  return setting.id;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-import-bench-'));
const csvFile = path.join(dir, 'courses.csv');
const t0 = performance.now();
writeCsv(csvFile);
const size = fs.statSync(csvFile).size;
console.log(
  `generated ${(courseTotal * stopsPerCourse).toLocaleString('en')} rows (${courseTotal.toLocaleString('en')} courses × ${stopsPerCourse}), ${(size / 1024 / 1024).toFixed(1)} MB Shift_JIS, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

if (!onPglite) await database.create();
const server = await startServer({
  databaseUrl: onPglite ? '' : database.url,
  password,
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const headers = await signIn(server.base, 'admin2@example.com', password);
  const settingId = await seed(server.base, headers);
  const rssBefore = rssOf(server.pid);

  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 20);
  const form = new FormData();
  form.append('importSettingId', settingId);
  form.append('file', new Blob([fs.readFileSync(csvFile)], { type: 'text/csv' }), 'courses.csv');
  const started = performance.now();
  const marks = {};
  const rssAt = {};
  const res = await fetch(`${server.base}/v1/courses/import`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/x-ndjson' },
    body: form,
  });
  let result;
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      const event = JSON.parse(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
      if (event.type === 'progress' && !marks[event.phase]) {
        marks[event.phase] = performance.now();
        rssAt[event.phase] = rssOf(server.pid);
      } else result = event;
      nl = buffered.indexOf('\n');
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const hwm =
    Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  if (result?.status !== 201) throw new Error(`import failed: ${JSON.stringify(result).slice(0, 2000)}`);
  const s = (t) => ((t - started) / 1000).toFixed(1);
  console.log(
    `\nPOST /v1/courses/import  db=${onPglite ? 'PGlite' : 'PostgreSQL'}  node=${process.version}  cpus=${os.cpus().length}`,
  );
  console.log(
    '| rows | courses | first progress line | write started | total | server RSS before | RSS when the write started | peak RSS during import | VmHWM |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.destinationCount.toLocaleString('en')} | ${result.courseCount.toLocaleString('en')} | ${s(marks.parse)} s | ${s(marks.write)} s | ${elapsed.toFixed(1)} s | ${rssBefore.toFixed(0)} MB | ${rssAt.write?.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${hwm.toFixed(0)} MB |`,
  );
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  if (!onPglite) await database.drop();
}
