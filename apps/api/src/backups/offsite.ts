import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { listFiles, MANIFEST_FILE } from "./manifest";
import { BackupError } from "./postgres-tools";

/**
 * The off-site copy of each backup (docs/decisions/235-backups.md "Off-site copies"): when
 * BACKUP_S3_BUCKET is set, every backup folder is copied to S3-compatible storage (AWS S3,
 * Cloudflare R2, MinIO, DigitalOcean Spaces...) under `<prefix>/<backup name>/`, manifest.json
 * last, so a remote backup with its manifest is whole; the newest BACKUP_KEEP are kept there too.
 */
export type OffsiteTarget = NonNullable<Config["backup"]["s3"]>;

// The SDK warns on Node 20 that its releases from 2027 need Node 22; the lockfile keeps this
// one, and ADR 235 records the upgrade. Operators' output stays about their backup.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export function offsiteClient(target: OffsiteTarget): S3Client {
  return new S3Client({
    region: target.region,
    ...(target.endpoint && { endpoint: target.endpoint, forcePathStyle: true }),
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 4,
    // The SDK's own warnings go nowhere: what failed reaches the operator as a BackupError.
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}

/** A file's body is a stream, which the SDK does not send twice: retried here, opened afresh, unless the storage refused it (4xx). */
async function putFile(client: S3Client, bucket: string, key: string, file: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: (await stat(file)).size }));
      return;
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (attempt === 4 || (status !== undefined && status < 500)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
    }
  }
}

const where = (target: OffsiteTarget) => `s3://${target.bucket}/${target.prefix}`;
const keyOf = (target: OffsiteTarget, name: string, file = "") => `${target.prefix}/${name}/${file}`;

/** What the storage answered, for the operator: its error code and message, never the credentials. */
function offsiteError(target: OffsiteTarget, doing: string, error: unknown): BackupError {
  const detail = error instanceof S3ServiceException ? `${error.name}: ${error.message}` : error instanceof Error ? error.message : String(error);
  return new BackupError(`Could not ${doing} ${where(target)} (${detail}). Check BACKUP_S3_* (docs/deploy.md "Backups").`);
}

/** Copies the backup folder `folder` to the storage; answers its address there. */
export async function copyOffsite(folder: string, target: OffsiteTarget, keep?: number): Promise<string> {
  const name = path.basename(folder);
  const client = offsiteClient(target);
  try {
    const files = (await listFiles(folder)).filter((file) => file !== MANIFEST_FILE);
    for (const file of [...files, MANIFEST_FILE]) await putFile(client, target.bucket, keyOf(target, name, file), path.join(folder, file));
    if (keep !== undefined) await pruneOffsite(client, target, keep);
    return `${where(target)}/${name}`;
  } catch (error) {
    throw error instanceof BackupError ? error : offsiteError(target, `copy the backup ${folder} to`, error);
  } finally {
    client.destroy();
  }
}

/** Every key under `prefix`, page by page. */
async function keysUnder(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The whole backups kept at the storage, newest first. */
export async function offsiteBackups(target: OffsiteTarget): Promise<string[]> {
  const client = offsiteClient(target);
  try {
    return await wholeBackups(client, target);
  } finally {
    client.destroy();
  }
}

/** The names of the backups whose manifest is there, newest first. */
async function wholeBackups(client: S3Client, target: OffsiteTarget): Promise<string[]> {
  const keys = await keysUnder(client, target.bucket, `${target.prefix}/`);
  return keys
    .filter((key) => key.endsWith(`/${MANIFEST_FILE}`))
    .map((key) => key.slice(target.prefix.length + 1, -MANIFEST_FILE.length - 1))
    .filter((name) => !name.includes("/"))
    .sort()
    .reverse();
}

async function pruneOffsite(client: S3Client, target: OffsiteTarget, keep: number) {
  const old = (await wholeBackups(client, target)).slice(keep);
  for (const name of old) {
    // The manifest first: a backup half deleted must not look whole.
    await client.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: [{ Key: keyOf(target, name, MANIFEST_FILE) }] } }));
    const keys = await keysUnder(client, target.bucket, keyOf(target, name));
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }
}

/** Downloads the remote backup `name` ("latest": the newest whole one) into `into`; answers the local folder, ready for restore. */
export async function fetchOffsite(target: OffsiteTarget, name: string, into: string): Promise<string> {
  const client = offsiteClient(target);
  try {
    const chosen = name === "latest" ? (await wholeBackups(client, target))[0] : name;
    if (!chosen) throw new BackupError(`There is no whole backup at ${where(target)}.`);
    const keys = await keysUnder(client, target.bucket, keyOf(target, chosen));
    if (!keys.includes(keyOf(target, chosen, MANIFEST_FILE))) throw new BackupError(`${where(target)}/${chosen} is not a whole backup (it has no ${MANIFEST_FILE}).`);
    const folder = path.join(into, chosen);
    await rm(folder, { recursive: true, force: true });
    for (const key of keys) {
      const file = path.join(folder, ...key.slice(keyOf(target, chosen).length).split("/"));
      if (!file.startsWith(folder + path.sep)) throw new BackupError(`${key} points outside the backup.`);
      await mkdir(path.dirname(file), { recursive: true });
      const object = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new BackupError(`${key} came back without a body.`);
      await pipeline(object.Body, createWriteStream(file));
    }
    return folder;
  } catch (error) {
    throw error instanceof BackupError ? error : offsiteError(target, "fetch the backup from", error);
  } finally {
    client.destroy();
  }
}
