import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../src/lib/auth/current-user-cache.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { checkChannel } from '../src/lib/pubsub/pubsub.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { nextMessage } from './support/pubsub.ts';

/** The pubsub seam on whichever database the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('pubsub', () => {
  it('delivers a published JSON message to every subscriber of its channel, and stops after unsubscribe', async () => {
    const got: unknown[] = [];
    const other: unknown[] = [];
    const off = await t.app.pubsub.subscribe('test_progress', (m) => got.push(m));
    const offOther = await t.app.pubsub.subscribe('test_other', (m) => other.push(m));
    const first = await nextMessage(t.app.pubsub, 'test_progress');
    await t.app.pubsub.publish('test_progress', { step: 1, text: '積込完了' });
    expect(await first.message).toEqual({ step: 1, text: '積込完了' });
    expect(got).toEqual([{ step: 1, text: '積込完了' }]);
    expect(other).toEqual([]);

    await off();
    const last = await nextMessage(t.app.pubsub, 'test_progress');
    await t.app.pubsub.publish('test_progress', { step: 2 });
    expect(await last.message).toEqual({ step: 2 });
    expect(got).toHaveLength(1);
    await offOther();
  });

  it('refuses channel names that are not plain identifiers, and oversized messages', async () => {
    expect(() => checkChannel('a"; drop table users; --')).toThrow();
    expect(() => checkChannel('Upper')).toThrow();
    await expect(t.app.pubsub.publish('test_big', { text: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });

  it('hears a change of a user row from the database triggers, whoever wrote it', async () => {
    const { admin } = await createCompany(t);
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === admin.id,
    );
    await t.database.db.update(users).set({ role: 'driver' }).where(eq(users.id, admin.id));
    expect(await heard.message).toEqual({ id: admin.id });
  });
});
