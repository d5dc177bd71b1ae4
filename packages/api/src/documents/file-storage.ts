import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live: local disk by default, any S3-compatible bucket when configured (DESIGN §6). Keys are
 * random uuids made by the server, never a user's file name, and only the server ever sees them.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when no file has the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key is a uuid: anything else (a path, "..") is a bug, refused before it reaches a disk or a bucket. */
function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `dir` (DATA_DIR/uploads), one per key; a file appears whole or not at all (written aside, then renamed). */
export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      const partial = `${fileOf(key)}.part`;
      await writeFile(partial, bytes, { flag: "wx", mode: 0o600 });
      await rename(partial, fileOf(key));
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most self-hosted servers want bucket names in the path, not the host. */
  forcePathStyle: boolean;
}

/** Files as objects of one bucket of an S3-compatible service (AWS, MinIO, …). */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
