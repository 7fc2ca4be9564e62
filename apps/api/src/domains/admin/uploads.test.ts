import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { cameraJpeg, multipartFile } from "../../test/pictures";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const upload = (filename: string, contentType: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile("file", filename, contentType, bytes);
  return t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...t.staff.auth } });
};
const onDisk = (url: string) => path.join(t.config.dataDir, url);

describe("POST /api/admin/uploads", () => {
  it("stores a JPEG as WebP at the store's widths without its EXIF, answers the largest, and audits it", async () => {
    const photo = await cameraJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload("cooler.jpg", "image/jpeg", photo);
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/staff\/[0-9a-f-]{36}\.webp$/);
    const largest = await sharp(onDisk(url)).metadata();
    expect(largest).toMatchObject({ format: "webp", width: IMAGE_WIDTHS.at(-1) });
    expect(largest.exif).toBeUndefined();
    for (const width of IMAGE_WIDTHS) {
      const variant = await sharp(onDisk(imageVariant(url, width))).metadata();
      expect(variant).toMatchObject({ format: "webp", width });
      expect(variant.exif).toBeUndefined();
    }
    // The public URL serves it.
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const log = (await t.app.inject({ url: "/api/admin/audit?entity=upload", headers: t.staff.auth })).json<AuditResponseType>();
    expect(log.entries[0]).toMatchObject({ action: "upload", entityId: url, actor: { _id: t.staff.user.id, name: "Meera Iyer" }, after: { format: "jpeg", width: 800, height: 600 } });
  });

  it("accepts PNG, WebP and AVIF, whatever the file is called", async () => {
    const base = sharp({ create: { width: 120, height: 90, channels: 4, background: "#0ea5e9" } });
    for (const [bytes, name] of [
      [await base.clone().png().toBuffer(), "a.png"],
      [await base.clone().webp().toBuffer(), "b.bin"],
      [await base.clone().avif().toBuffer(), "c.avif"],
    ] as const) {
      expect((await upload(name, "application/octet-stream", bytes)).statusCode, name).toBe(201);
    }
  });

  it("refuses what does not decode whole as an accepted picture, with a 400 naming the file", async () => {
    const photo = await cameraJpeg();
    const cases: [string, Buffer, RegExp][] = [
      ["notes.jpg", Buffer.from("This is a text file, not a photo.\n"), /^file must be a JPEG, PNG, WebP or AVIF picture$/],
      ["half.jpg", photo.subarray(0, Math.floor(photo.length / 2)), /^file is damaged or incomplete/],
      ["huge.jpg", Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]), /^file must be at most 10 MB$/],
      ["logo.gif", await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).gif().toBuffer(), /^file must be a JPEG/],
      ["drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), /^file must be a JPEG/],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await upload(name, "image/jpeg", bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ field: "file", message: expect.stringMatching(message) });
    }
    const notMultipart = await t.app.inject({ method: "POST", url: "/api/admin/uploads", headers: t.staff.auth, payload: { file: "x" } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toMatch(/^file is required/);
    // Nothing of the refused files was stored: only the four accepted pictures above, each at every width.
    expect(readdirSync(onDisk("/uploads/staff"))).toHaveLength(4 * (1 + IMAGE_WIDTHS.length));
    const log = (await t.app.inject({ url: "/api/admin/audit?entity=upload", headers: t.staff.auth })).json<AuditResponseType>();
    expect(log.total).toBe(4);
  });
});
