import { describe, expect, it } from 'vitest';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { AuthUserRow } from './current-user.ts';
import { createCurrentUserCache } from './current-user-cache.ts';

/** A reader that answers with `row` and counts the reads. */
function fakeReader(row: () => AuthUserRow) {
  let reads = 0;
  const read = async () => {
    reads++;
    return row();
  };
  return { read, reads: () => reads };
}

const fakePubSub = () => {
  const handlers: ((m: unknown) => void)[] = [];
  const pubsub: PubSub = {
    publish: async (_c, m) => {
      for (const h of handlers) h(m);
    },
    subscribe: async (_c, h) => {
      handlers.push(h);
      return async () => undefined;
    },
    onListening: () => () => undefined,
    close: async () => undefined,
  };
  return pubsub;
};

const ID = '0190a000-0000-7000-8000-000000000001';
const identity = {
  provider: 'builtin',
  userId: ID,
  issuedAt: 1_700_000_000,
  issuedAtMs: 1_700_000_000_000,
  byLink: false,
} as const;
const log = { warn() {}, error() {} };

describe('current user cache', () => {
  it('reads a user once per second, and again as soon as a change message arrives', async () => {
    let role: AuthUserRow['role'] = 'company_admin';
    const { read, reads } = fakeReader(() => ({
      id: ID,
      email: 'a@example.test',
      name: 'A',
      role,
      companyId: null,
      consignorId: null,
      driverId: null,
      active: true,
      tokensValidAfter: null,
    }));
    let now = 1_700_000_000_000;
    const pubsub = fakePubSub();
    const cache = createCurrentUserCache({ read, pubsub, clock: () => new Date(now), log });
    await cache.start();
    await Promise.all([cache.load(identity), cache.load(identity), cache.load(identity)]);
    expect(reads()).toBe(1);
    role = 'driver';
    now += 999;
    expect((await cache.load(identity)).role).toBe('company_admin');
    now += 1;
    expect((await cache.load(identity)).role).toBe('driver');
    expect(reads()).toBe(2);
    role = 'system_admin';
    await pubsub.publish('auth_user_changed', { id: ID });
    expect((await cache.load(identity)).role).toBe('system_admin');
    expect(reads()).toBe(3);
  });

  it('checks active and tokens_valid_after on every load, cached or not', async () => {
    const row: AuthUserRow = {
      id: ID,
      email: 'a@example.test',
      name: 'A',
      role: 'driver',
      companyId: null,
      consignorId: null,
      driverId: null,
      active: true,
      tokensValidAfter: new Date(identity.issuedAtMs + 400),
    };
    const { read } = fakeReader(() => row);
    const cache = createCurrentUserCache({ read, pubsub: fakePubSub(), clock: () => new Date(), log });
    // Same second, milliseconds before (and at) the change: refused; a millisecond after: accepted.
    await expect(cache.load(identity)).rejects.toMatchObject({ statusCode: 401 });
    await expect(cache.load({ ...identity, issuedAtMs: identity.issuedAtMs + 400 })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(cache.load({ ...identity, issuedAtMs: identity.issuedAtMs + 401 })).resolves.toMatchObject({
      id: ID,
    });
  });

  it('answers a read user without a promise (loadCached) with the same checks, until its second is over', async () => {
    let row: AuthUserRow = {
      id: ID,
      email: 'a@example.test',
      name: 'A',
      role: 'company_admin',
      companyId: null,
      consignorId: null,
      driverId: null,
      active: true,
      tokensValidAfter: null,
    };
    const { read, reads } = fakeReader(() => row);
    let now = 1_700_000_000_000;
    const cache = createCurrentUserCache({ read, pubsub: fakePubSub(), clock: () => new Date(now), log });
    expect(cache.loadCached(identity)).toBeUndefined();
    const loaded = await cache.load(identity);
    expect(loaded).toEqual({
      id: ID,
      email: 'a@example.test',
      name: 'A',
      role: 'company_admin',
      companyId: null,
      consignorId: null,
      driverId: null,
    });
    // One object per read, shared by the requests it serves: frozen, so none can change it for the others.
    expect(cache.loadCached(identity)).toBe(loaded);
    expect(Object.isFrozen(loaded)).toBe(true);
    expect(reads()).toBe(1);

    // The session checks run on every cached answer: a token from before tokens_valid_after is refused.
    row = { ...row, tokensValidAfter: new Date(identity.issuedAtMs + 5) };
    now += 1000;
    await cache.load({ ...identity, issuedAtMs: identity.issuedAtMs + 6 });
    expect(() => cache.loadCached(identity)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(cache.loadCached({ ...identity, issuedAtMs: identity.issuedAtMs + 6 })?.id).toBe(ID);
    row = { ...row, active: false };
    now += 1000;
    expect(cache.loadCached(identity)).toBeUndefined();
    await expect(cache.load(identity)).rejects.toMatchObject({ statusCode: 401 });
    expect(() => cache.loadCached(identity)).toThrow(expect.objectContaining({ statusCode: 401 }));
    cache.invalidate(ID);
    expect(cache.loadCached(identity)).toBeUndefined();
  });
});
