import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, newSubmissionKey, sameSubmission, withSubmission } from './submission.ts';

describe('submission keys', () => {
  it('keys the mutating requests of a running submission, in order, and nothing else', async () => {
    expect(idempotencyKeyFor('POST')).toBeNull();
    const keys = await withSubmission('k1', async () => {
      await Promise.resolve();
      return [idempotencyKeyFor('post'), idempotencyKeyFor('GET'), idempotencyKeyFor('DELETE')];
    });
    expect(keys).toEqual(['k1.1', null, 'k1.2']);
    expect(idempotencyKeyFor('POST')).toBeNull();
  });

  it('sends no key while two submissions run at once: whose the request is cannot be told', async () => {
    let release: () => void = () => {};
    const first = withSubmission('a', () => new Promise<void>((r) => (release = r)));
    const during = await withSubmission('b', async () => idempotencyKeyFor('POST'));
    expect(during).toBeNull();
    release();
    await first;
  });

  it('ends the submission when it fails', async () => {
    await expect(
      withSubmission('x', async () => {
        throw new Error('失敗');
      }),
    ).rejects.toThrow('失敗');
    expect(idempotencyKeyFor('POST')).toBeNull();
  });

  it('makes random UUIDs as keys', () => {
    const keys = new Set(Array.from({ length: 50 }, newSubmissionKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('compares values deeply, files by identity', () => {
    const file = new Blob(['a']);
    expect(sameSubmission({ a: [1, { b: 'x' }], f: file }, { a: [1, { b: 'x' }], f: file })).toBe(true);
    expect(sameSubmission({ a: [1] }, { a: [2] })).toBe(false);
    expect(sameSubmission({ f: file }, { f: new Blob(['a']) })).toBe(false);
    expect(sameSubmission({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameSubmission(new Date(5), new Date(5))).toBe(true);
  });
});
