import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import {
  contentDisposition,
  type Storage,
  StoredObjectMissing,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailFileName,
  uploadedFileDisposition,
} from './storage.ts';
import type { UrlSigner } from './url-signer.ts';

export type S3Settings = NonNullable<Config['storage']['s3']>;

/** An S3 client for AWS or any S3-compatible store (MinIO, R2, ...): endpoint and path style when given. */
export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, instance or task role).
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
}

/**
 * Bytes in a bucket; links are presigned GET URLs straight to the store, so downloads do not pass
 * through the API. The HMAC route still works for links signed by the API itself.
 */
export function createS3Storage(
  s3: S3Settings,
  ttlSeconds: number,
  signer: UrlSigner,
  client = createS3Client(s3),
): Storage {
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (body instanceof Readable) {
        // Length unknown while it streams: lib-storage sends it in parts (one PUT when small) and
        // aborts the multipart upload if the stream fails, so no half object remains.
        await new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
        }).done();
        return;
      }
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) throw new StoredObjectMissing(key);
        return out.Body instanceof Readable ? out.Body : Readable.from(out.Body as AsyncIterable<Uint8Array>);
      } catch (err) {
        if (
          err instanceof S3ServiceException &&
          (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
        ) {
          throw new StoredObjectMissing(key);
        }
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    signedUrl: (file) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: file.storageKey,
          ResponseContentDisposition: uploadedFileDisposition(file),
          ResponseContentType: file.contentType,
        }),
        { expiresIn: ttlSeconds },
      ),
    signedThumbnailUrl: (file) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: file.thumbnailKey,
          ResponseContentDisposition: contentDisposition('inline', thumbnailFileName(file.fileName)),
          ResponseContentType: THUMBNAIL_CONTENT_TYPE,
        }),
        { expiresIn: ttlSeconds },
      ),
    checkLink: (fileId, expires, signature, variant) => signer.check(fileId, expires, signature, variant),
  };
}
