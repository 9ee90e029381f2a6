import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config-s3';
import { checkedKey, type Storage } from './storage';

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET; AWS S3, MinIO, Ceph, R2…), through the AWS SDK:
 * the object key is the storage key (`uploads/…`, `private/…`). Objects are written without an
 * ACL, so the bucket's own policy (private by default) applies: every file is served by the app,
 * with its headers and access checks, never straight from the bucket.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    describe: `S3 bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there, too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/** NoSuchKey, or a bare 404 (some S3-compatible servers send no error code). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as Partial<S3ServiceException>).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || status === 404;
}
