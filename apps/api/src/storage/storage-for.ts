import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The S3-compatible bucket when S3_BUCKET is set, else the folder DATA_DIR. */
export function storageFor(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.dataDir);
}
