// The S3-compatible storage backend: MinIO, Cloudflare R2, AWS S3 or any store
// that speaks the S3 API, through the official AWS SDK v3 client. Same keys as the local disk
// ('imageback/hero/x.jpg'), Range reads for audio, uploads streamed from their temporary file.
import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { CONTENT_TYPES } from './content-types.ts';
import { isSafeKey, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** MinIO or R2's address; absent for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`): what MinIO and most local stores need. */
  forcePathStyle: boolean;
  /** Keys live under this prefix in the bucket (several stations or environments in one bucket). */
  prefix?: string;
  /** A public or CDN address of the bucket: media requests are redirected there when set. */
  publicUrl?: string;
}

const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/${key}` : key;
  };
  const put = (key: string, body: Uint8Array | string | NodeJS.ReadableStream, length?: number) =>
    client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectKey(key),
        Body: body as Uint8Array,
        ContentType: contentTypeOf(key),
        ...(length !== undefined ? { ContentLength: length } : {}),
        // Stored names are random and never change content (lib/uploads.ts).
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  return {
    async write(key, data) {
      await put(key, data);
    },
    async writeFromFile(key, localPath) {
      const { size } = await statFile(localPath);
      // A stream with its length: the SDK sends it as it reads, never holding the file in memory.
      await put(key, createReadStream(localPath), size);
    },
    async stat(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    read(key, range) {
      // The object is asked for when the body is first read: a HEAD request reads nothing.
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!reader) {
            const object = await client.send(
              new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
            );
            if (!object.Body) return controller.close();
            reader = object.Body.transformToWebStream().getReader() as ReadableStreamDefaultReader<Uint8Array>;
          }
          const { value, done } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel() {
          await reader?.cancel();
        },
      });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    publicUrl: settings.publicUrl ? (key) => `${settings.publicUrl!.replace(/\/+$/, '')}/${objectKey(key)}` : undefined,
  };
}
