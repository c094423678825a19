import { describe, expect, it } from 'vitest';
import { replicaText } from './replica-text.ts';

describe("an instance's read replica on the status page", () => {
  it('names it, its state and its lag in time and bytes', () => {
    expect(
      replicaText({ name: 'db1:5432/rikuun', state: 'in_use', lagSeconds: 0.42, lagBytes: 12 * 1024 }),
    ).toBe('db1:5432/rikuun 使用中（遅延 0.4秒・12 KB）');
    expect(replicaText({ name: 'db1:5432/rikuun', state: 'in_use', lagSeconds: 0, lagBytes: 0 })).toBe(
      'db1:5432/rikuun 使用中（遅延 0.0秒・0 B）',
    );
    expect(
      replicaText({
        name: 'db2:5432/rikuun',
        state: 'lagging',
        lagSeconds: 7.25,
        lagBytes: 48 * 1024 * 1024,
      }),
    ).toBe('db2:5432/rikuun 遅延超過（遅延 7.3秒・48 MB）');
  });

  it('says the lag is unknown while the replica is down or not polled yet', () => {
    expect(replicaText({ name: 'db1:5432/rikuun', state: 'down', lagSeconds: null, lagBytes: null })).toBe(
      'db1:5432/rikuun 停止（遅延 不明）',
    );
    expect(
      replicaText({ name: 'db1:5432/rikuun', state: 'starting', lagSeconds: null, lagBytes: null }),
    ).toBe('db1:5432/rikuun 確認中（遅延 不明）');
  });

  it('tells a replica still catching up with writes the instance may have missed', () => {
    expect(
      replicaText({ name: 'db1:5432/rikuun', state: 'catching_up', lagSeconds: 0.1, lagBytes: 512 }),
    ).toBe('db1:5432/rikuun 同期待ち（遅延 0.1秒・512 B）');
  });
});
