import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage.ts';

/**
 * Bytes a request has streamed into storage before anything in the database points at them. They
 * belong to the request until the rows that reference them commit (keepUploads); if the request
 * fails first (a 413 on the third file, a validation error, a 404 vehicle, a rolled back
 * transaction), the onError hook removes them before the error is answered, so no orphans remain.
 */
class StagedUploads {
  private readonly keys = new Set<string>();
  constructor(private readonly storage: Storage) {}
  add(key: string) {
    this.keys.add(key);
  }
  keep(keys: readonly string[]) {
    for (const key of keys) this.keys.delete(key);
  }
  async discard() {
    const keys = [...this.keys];
    this.keys.clear();
    await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
  }
}

const byRequest = new WeakMap<FastifyRequest, StagedUploads>();
/** Which staging an upload's keys belong to (uploads are plain data; this keeps them so). */
const byUpload = new WeakMap<object, StagedUploads>();

export function stagingOf(req: FastifyRequest, storage: Storage): StagedUploads {
  let staged = byRequest.get(req);
  if (!staged) {
    staged = new StagedUploads(storage);
    byRequest.set(req, staged);
  }
  return staged;
}

export function linkUpload(upload: object, staged: StagedUploads) {
  byUpload.set(upload, staged);
}

/** The uploads' rows have committed: their bytes are no longer the request's to remove. */
export function keepUploads(
  uploads: readonly { storageKey: string; image?: { thumbnailKey: string | null } | null }[],
) {
  for (const upload of uploads) {
    byUpload
      .get(upload)
      ?.keep([upload.storageKey, ...(upload.image?.thumbnailKey ? [upload.image.thumbnailKey] : [])]);
  }
}

/** Removes what a request wrote and did not keep. Awaited before the error answer is sent. */
export function discardStagedUploads(req: FastifyRequest): Promise<void> {
  return byRequest.get(req)?.discard() ?? Promise.resolve();
}

export function registerUploadCleanup(app: FastifyInstance) {
  app.addHook('onError', (req, _reply, _err, done) => {
    const staged = byRequest.get(req);
    if (!staged) return done();
    staged.discard().then(() => done(), done);
  });
  // A route that read files and answered without keeping them (a bug, but no orphans for it).
  app.addHook('onResponse', (req, _reply, done) => {
    const staged = byRequest.get(req);
    if (!staged) return done();
    staged.discard().then(() => done(), done);
  });
}
