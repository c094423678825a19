import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/http/errors.ts';
import { createPdfRendering } from '../src/lib/pdf/pdf-rendering.ts';

describe('the PDF workers queue', () => {
  it('refuses documents beyond the queue at once with 503, draws the others, and draws on after', async () => {
    const pdf = createPdfRendering({
      threads: 1,
      queueMax: 2,
      renderers: {},
      workerFile: new URL('./support/slow-pdf-worker.mjs', import.meta.url),
      log: { error() {} },
    });
    try {
      const render = () => pdf.render('invoice' as never, {} as never);
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, render));
      const drawn = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      // One drawing and two waiting (a starting worker may take one more): the rest are refused.
      expect(drawn.length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThanOrEqual(5);
      for (const err of refused) {
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({
          statusCode: 503,
          code: 'service_unavailable',
          message: '帳票の作成が混み合っています。しばらくしてから再度お試しください。',
          headers: { 'retry-after': '5' },
        });
      }
      expect((await render()).length).toBe(1);
    } finally {
      await pdf.close();
    }
  });
});
