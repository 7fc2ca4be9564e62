import { mkdtempSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../test/fake-s3";
import { MANIFEST_FILE } from "./manifest";
import { copyOffsite, fetchOffsite, offsiteBackups, type OffsiteTarget } from "./offsite";
import { BackupError } from "./postgres-tools";

/** The off-site copy of backups (docs/decisions/235-backups.md "Off-site copies") against a local S3 that checks signatures. */

const secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
let s3: FakeS3;
let target: OffsiteTarget;
const work = mkdtempSync(path.join(tmpdir(), "vayu-offsite-"));

/** A backup folder as takeBackup leaves it: a database file, pictures in a subfolder, the manifest. */
async function backupFolder(name: string) {
  const folder = path.join(work, "local", name);
  await mkdir(path.join(folder, "uploads/staff"), { recursive: true });
  await writeFile(path.join(folder, "database.tar.gz"), `database of ${name}`);
  await writeFile(path.join(folder, "uploads/staff/fan.webp"), Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]));
  await writeFile(path.join(folder, MANIFEST_FILE), JSON.stringify({ name }));
  return folder;
}

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: "vayu-backups", accessKeyId: "AKIAVAYUTEST", secretAccessKey: secret, pageSize: 2 });
  target = { bucket: "vayu-backups", prefix: "store/nightly", region: "ap-south-1", endpoint: s3.endpoint, accessKeyId: "AKIAVAYUTEST", secretAccessKey: secret };
});

afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe("off-site copies of backups", () => {
  it("copies every file under prefix/name/, the manifest last, and fetches it back byte for byte", async () => {
    const folder = await backupFolder("vayu-backup-2026-11-24T21-00-00Z");
    await expect(copyOffsite(folder, target)).resolves.toBe("s3://vayu-backups/store/nightly/vayu-backup-2026-11-24T21-00-00Z");
    const puts = s3.writes.filter((w) => w.startsWith("PUT store/nightly/vayu-backup-2026-11-24T21-00-00Z/"));
    expect(puts).toHaveLength(3);
    expect(puts.at(-1)).toBe(`PUT store/nightly/vayu-backup-2026-11-24T21-00-00Z/${MANIFEST_FILE}`);

    const fetched = await fetchOffsite(target, "latest", path.join(work, "fetched"));
    expect(path.basename(fetched)).toBe("vayu-backup-2026-11-24T21-00-00Z");
    for (const file of ["database.tar.gz", "uploads/staff/fan.webp", MANIFEST_FILE]) {
      expect(readFileSync(path.join(fetched, file))).toEqual(readFileSync(path.join(folder, file)));
    }
  });

  it("keeps the newest BACKUP_KEEP whole backups there, following listing pages, and never counts an unfinished one", async () => {
    s3.objects.set("store/nightly/vayu-backup-2026-11-20T21-00-00Z/database.tar.gz", Buffer.from("unfinished: no manifest"));
    for (const day of ["25", "26"]) await copyOffsite(await backupFolder(`vayu-backup-2026-11-${day}T21-00-00Z`), target, 2);
    expect(await offsiteBackups(target)).toEqual(["vayu-backup-2026-11-26T21-00-00Z", "vayu-backup-2026-11-25T21-00-00Z"]);
    expect([...s3.objects.keys()].some((key) => key.includes("2026-11-24"))).toBe(false);
    await expect(fetchOffsite(target, "vayu-backup-2026-11-20T21-00-00Z", path.join(work, "fetched"))).rejects.toThrow(/is not a whole backup \(it has no manifest\.json\)/);
  });

  it("tries again when the storage is busy (503 SlowDown), sending the file afresh", async () => {
    const folder = await backupFolder("vayu-backup-2026-11-28T21-00-00Z");
    s3.failNext(2);
    await copyOffsite(folder, target);
    expect(s3.objects.get(`store/nightly/vayu-backup-2026-11-28T21-00-00Z/database.tar.gz`)?.toString()).toBe("database of vayu-backup-2026-11-28T21-00-00Z");
  }, 30_000);

  it("says what the storage answered, never the secret: a wrong secret, an unknown key id, a missing bucket", async () => {
    const folder = await backupFolder("vayu-backup-2026-11-29T21-00-00Z");
    const cases: [Partial<OffsiteTarget>, RegExp][] = [
      [{ secretAccessKey: "not-the-secret" }, /SignatureDoesNotMatch/],
      [{ accessKeyId: "AKIAUNKNOWN" }, /InvalidAccessKeyId/],
      [{ bucket: "someone-elses" }, /NoSuchBucket: The specified bucket does not exist/],
    ];
    for (const [wrong, answer] of cases) {
      const copied = copyOffsite(folder, { ...target, ...wrong });
      await expect(copied).rejects.toThrow(BackupError);
      await expect(copied).rejects.toThrow(answer);
      await expect(copied).rejects.not.toThrow(secret);
    }
    expect(await offsiteBackups(target)).not.toContain("vayu-backup-2026-11-29T21-00-00Z");
  });
});
