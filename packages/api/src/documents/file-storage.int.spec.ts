import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStorage, s3FileStorage, type FileStorage, type S3Settings } from "./file-storage.ts";

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** What every storage must do: keep bytes under a key, give them back, forget them, and take only its own keys. */
function behavesAsStorage(storage: () => FileStorage) {
  it("keeps, returns and deletes a file by its key, and knows no other", async () => {
    const key = crypto.randomUUID();
    const bytes = Buffer.from("%PDF-1.4 عقد\n");
    await storage().put(key, bytes, "application/pdf");
    expect(await bytesOf(await storage().get(key))).toEqual(bytes);
    expect(await storage().get(crypto.randomUUID())).toBeNull();
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await storage().delete(key); // deleting twice is harmless
  });

  it("refuses a key that is not one of its uuids, so no path can be named", async () => {
    for (const key of ["../../etc/passwd", "a/b", "", "..", crypto.randomUUID() + "/x"]) {
      await expect(storage().put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/not a storage key/);
      await expect(storage().get(key)).rejects.toThrow(/not a storage key/);
    }
  });
}

describe("local disk storage", () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "amlak-storage-")), "uploads");
  behavesAsStorage(() => localFileStorage(dir));

  it("leaves only whole files named by their keys in its folder", async () => {
    const key = crypto.randomUUID();
    await localFileStorage(dir).put(key, Buffer.alloc(1024, 1), "application/octet-stream");
    expect(readdirSync(dir)).toEqual([key]);
  });
});

const BUCKET = "amlak-test";

async function createBucket(settings: S3Settings) {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId!, secretAccessKey: settings.secretAccessKey! },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
}

describe("S3-compatible storage, against s3rver on 127.0.0.1", () => {
  let server: { close(): Promise<void> } | undefined;
  let settings: S3Settings;
  beforeAll(async () => {
    // @ts-expect-error s3rver ships no types: the two methods used are typed below.
    const { default: S3rver } = (await import("s3rver")) as {
      default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
    };
    const s3rver = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "amlak-s3rver-")),
    });
    const { port } = await s3rver.run();
    server = s3rver;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket: BUCKET,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    };
    await createBucket(settings);
  });
  afterAll(() => server?.close());
  behavesAsStorage(() => s3FileStorage(settings));
});

/** MinIO, the server docker-compose runs, where a container engine exists; s3rver above covers S3 everywhere else. */
describe("S3-compatible storage, against MinIO", async () => {
  const { getContainerRuntimeClient } = await import("testcontainers");
  const missing = await getContainerRuntimeClient().then(
    () => null,
    (error: Error) => error.message.split("\n")[0],
  );
  if (missing) {
    console.warn(`Skipping the MinIO storage tests: no container engine was found (${missing})`);
    it.skip("needs a container engine");
    return;
  }
  let container: { stop(): Promise<unknown> } | undefined;
  let settings: S3Settings;
  beforeAll(async () => {
    const { MinioContainer } = await import("@testcontainers/minio");
    const minio = await new MinioContainer("minio/minio:RELEASE.2025-04-22T22-12-26Z").start();
    container = minio;
    settings = {
      endpoint: minio.getConnectionUrl(),
      region: "us-east-1",
      bucket: BUCKET,
      accessKeyId: minio.getUsername(),
      secretAccessKey: minio.getPassword(),
      forcePathStyle: true,
    };
    await createBucket(settings);
  }, 120_000);
  afterAll(() => container?.stop());
  behavesAsStorage(() => s3FileStorage(settings));
});
