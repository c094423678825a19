import type { Config } from '../../config.ts';
import type { Db } from '../db/db.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { createUrlSigner, fileLinkSecret } from './url-signer.ts';

export type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, else the local folder DATA_DIR/files. */
export function createStorage(config: Config, db: Db, clock: () => Date = () => new Date()): Storage {
  const signer = createUrlSigner({
    secret: fileLinkSecret(config, db),
    ttlSeconds: config.storage.urlTtlSeconds,
    clock,
  });
  const { s3 } = config.storage;
  if (s3) return createS3Storage(s3, config.storage.urlTtlSeconds, signer);
  return createLocalStorage(config.storage.localDir, signer);
}
