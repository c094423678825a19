import { describe, expect, it } from 'vitest';
import { onDatabase, onPostgres } from './support/database.ts';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('error reporting and the status page', () => {
  it("an unexpected error on a company's page shows on the system administrator's エラー page", async () => {
    const marker = `e2e-unexpected-${Date.now().toString(36)}`;
    const staff = await signedInPage(suite, 'admin', { path: '/vehicles' });
    await expect.poll(() => staff.getByRole('heading', { name: '車両' }).count()).toBeGreaterThan(0);
    const reported = staff.waitForResponse((r) => r.url().endsWith('/v1/client-errors'));
    // A throw nothing catches (in a timer, as from an event handler): the page reports it itself.
    await staff.evaluate((message) => {
      setTimeout(() => {
        throw new Error(`${message} for admin@example.com`);
      });
    }, marker);
    expect((await reported).status()).toBe(202);

    const sysadmin = await signedInPage(suite, 'sysadmin', { path: '/system-admin/errors' });
    const row = sysadmin.getByRole('row').filter({ hasText: marker });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('Webアプリ');
    expect(await row.textContent()).not.toContain('admin@example.com');
  });

  it('the status page lists the running server', async () => {
    const page = await signedInPage(suite, 'sysadmin', { path: '/system-admin/status' });
    await expect.poll(() => page.getByText(/稼働中のサーバー（[1-9]\d*台）/).count()).toBe(1);
    await expect.poll(() => page.getByText('失敗したジョブ', { exact: false }).count()).toBeGreaterThan(0);
  });

  // The run's server has no read replicas: another instance's heartbeat, as one with DATABASE_READ_URL
  // writes it, in the server's database (PostgreSQL only: a PGlite database is the server's alone).
  it.runIf(onPostgres)('shows the read replicas each instance reads and their lag', async () => {
    const database = suite.server.database as string;
    const id = `e2e-replicas-${Date.now().toString(36)}`;
    const replicas = [
      { name: 'db-e2e-1:5432/rikuun', state: 'in_use', lagSeconds: 0.42, lagBytes: 12 * 1024 },
      { name: 'db-e2e-2:5432/rikuun', state: 'lagging', lagSeconds: 7.25, lagBytes: 48 * 1024 * 1024 },
    ];
    await onDatabase(database, (c) =>
      c.query(
        `insert into instance_heartbeats (id, hostname, pid, release, started_at, seen_at, replicas)
         values ($1, 'e2e-replica-host', 4242, 'e2e', now(), now(), $2)`,
        [id, JSON.stringify(replicas)],
      ),
    );
    try {
      const page = await signedInPage(suite, 'sysadmin', { path: '/system-admin/status' });
      const servers = page.getByRole('table', { name: '稼働中のサーバー' });
      await expect
        .poll(() => servers.getByRole('columnheader', { name: '読み取りレプリカ' }).count())
        .toBe(1);
      const row = servers.getByRole('row').filter({ hasText: 'e2e-replica-host' });
      await expect.poll(() => row.count()).toBe(1);
      const text = await row.textContent();
      expect(text).toContain('db-e2e-1:5432/rikuun 使用中（遅延 0.4秒・12 KB）');
      expect(text).toContain('db-e2e-2:5432/rikuun 遅延超過（遅延 7.3秒・48 MB）');
      // The run's server itself reads no replica.
      expect(await servers.getByRole('cell', { name: 'なし', exact: true }).count()).toBeGreaterThan(0);
    } finally {
      await onDatabase(database, (c) => c.query('delete from instance_heartbeats where id = $1', [id]));
    }
  });
});
