import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { lagOf, parseLsn, replicaName } from './replicas.ts';

describe('read replica lag', () => {
  it('reads a pg_lsn as bytes', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('is 0 for a replica that replayed the last sample, however long the primary has been idle', () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 2_000, lsn: 100n },
    ];
    expect(lagOf(samples, 100n, 600_000)).toEqual({ ms: 0, bytes: 0n });
    expect(lagOf(samples, 150n, 600_000)).toEqual({ ms: 0, bytes: 0n });
  });

  it('counts from the first sample the replica has not replayed, and bytes from the last', () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 2_000, lsn: 300n },
      { at: 3_000, lsn: 700n },
    ];
    expect(lagOf(samples, 100n, 3_500)).toEqual({ ms: 1_500, bytes: 600n });
    expect(lagOf(samples, 300n, 3_500)).toEqual({ ms: 500, bytes: 400n });
    expect(lagOf(samples, 50n, 3_500)).toEqual({ ms: 2_500, bytes: 650n });
  });

  it('is unknown before the primary has answered once', () => {
    expect(lagOf([], 100n, 1_000)).toBeUndefined();
  });

  it('names a replica by host, port and database, never its password', () => {
    expect(replicaName('postgres://rikuun:secret@replica-1:5433/rikuun')).toBe('replica-1:5433/rikuun');
    expect(replicaName('postgres://rikuun:secret@replica-2/rikuun')).toBe('replica-2:5432/rikuun');
  });
});

describe('read replica configuration', () => {
  it('has none by default, and takes one or more URLs separated by commas', () => {
    expect(loadConfig({}).database.reads).toEqual({
      urls: [],
      maxLagMs: 5000,
      maxLagBytes: 0,
      pollIntervalMs: 250,
    });
    const reads = loadConfig({
      DATABASE_URL: 'postgres://primary/rikuun',
      DATABASE_READ_URL: 'postgres://replica-1/rikuun, postgres://replica-2/rikuun,',
      DATABASE_READ_MAX_LAG_MS: '2000',
      DATABASE_READ_MAX_LAG_BYTES: '16777216',
    }).database.reads;
    expect(reads).toMatchObject({
      urls: ['postgres://replica-1/rikuun', 'postgres://replica-2/rikuun'],
      maxLagMs: 2000,
      maxLagBytes: 16_777_216,
    });
  });

  it('refuses replicas of the embedded PGlite', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica-1/rikuun' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });
});
