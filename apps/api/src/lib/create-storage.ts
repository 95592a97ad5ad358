import type { AppConfig } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage, uploadsRoot } from './storage.ts';

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else the local disk. */
export function createStorage(config: AppConfig): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsRoot(config.dataDir));
}
