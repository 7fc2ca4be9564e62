import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";
import { storedFiles } from "../../files/tables";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { placedOrder } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { products } from "../../domains/catalog/tables";
import { cameraJpeg, multipartFile } from "../../test/pictures";
import { sweepUnusedUploads, UPLOAD_GRACE_MS } from "./upload-sweeper";

describe.each(["disk", "database"] as const)("unused staff uploads kept on the %s", (uploads) => {
  let t: StoreTestApp;
  beforeAll(async () => {
    t = await createStoreTestApp({ UPLOADS: uploads });
  });
  afterAll(() => t.close());

  /** The stored names (under /uploads/) of an upload's base file and each of its widths. */
  const filesOf = (url: string) =>
    [url, ...IMAGE_WIDTHS.map((width) => imageVariant(url, width))].map((u) => u.slice("/uploads/".length));
  const exists = async (relative: string) => (await t.app.files.read(relative)) !== undefined;

  async function upload(): Promise<string> {
    const { payload, headers } = multipartFile("file", "photo.jpg", "image/jpeg", await cameraJpeg());
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      payload,
      headers: { ...headers, ...t.staff.auth },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  }

  /** Makes an upload look as if it was made `ageMs` ago. */
  async function age(url: string, ageMs: number) {
    const then = new Date(Date.now() - ageMs);
    if (uploads === "disk") {
      for (const file of filesOf(url)) await utimes(path.join(t.config.dataDir, "uploads", file), then, then);
    } else {
      await t.db
        .update(storedFiles)
        .set({ createdAt: sql`${then.toISOString()}::timestamptz` })
        .where(inArray(storedFiles.path, filesOf(url)));
    }
  }

  it("are deleted with every width after a day; pictures a record names and fresh uploads stay", async () => {
    const [onProduct, inOrder, abandoned, fresh] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await createProduct(t.db, { images: [onProduct] });
    // An order line keeps the photo it was bought with after staff replace the product's.
    const { product } = await placedOrder(t, { pricePaise: 150_000, images: [inOrder] });
    await t.db
      .update(products)
      .set({ images: [onProduct] })
      .where(eq(products.id, product.id));
    for (const url of [onProduct, inOrder, abandoned]) await age(url, UPLOAD_GRACE_MS + 60_000);

    expect(await sweepUnusedUploads(t.db, t.app.files)).toBe(1);
    for (const file of filesOf(abandoned)) expect(await exists(file), file).toBe(false);
    for (const url of [onProduct, inOrder, fresh])
      for (const file of filesOf(url)) expect(await exists(file), file).toBe(true);
    expect(await sweepUnusedUploads(t.db, t.app.files)).toBe(0);
    // What is left is served; what went is not.
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: abandoned })).statusCode).toBe(404);
  });

  it("keep the store's logo while the settings name it", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const logo = await upload();
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/settings",
      headers: owner.auth,
      payload: { logo },
    });
    expect(saved.statusCode).toBe(200);
    await age(logo, UPLOAD_GRACE_MS + 60_000);
    expect(await sweepUnusedUploads(t.db, t.app.files)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/settings" })).json()).toMatchObject({ logo });
  });

  it("keep a banner's Hindi picture while the banner names it", async () => {
    const [english, hindi] = [await upload(), await upload()];
    const created = await t.asStaff("POST", "/api/admin/banners", { image: english, headline: "Air coolers up to 23% off", hi: { image: hindi } });
    expect(created.statusCode).toBe(201);
    for (const url of [english, hindi]) await age(url, UPLOAD_GRACE_MS + 60_000);
    expect(await sweepUnusedUploads(t.db, t.app.files)).toBe(0);
    for (const file of filesOf(hindi)) expect(await exists(file), file).toBe(true);
  });

  it("keep a picture in use whose id ends in a group of digits, as about one UUID in 280 does", async () => {
    // Its base file "…-123456789012.webp" looks like a width variant of "…-4a1b-8c2d.webp".
    const url = "/uploads/staff/5f0c2a7e-93d4-4a1b-8c2d-123456789012.webp";
    for (const file of filesOf(url)) await t.app.files.write(file, await cameraJpeg());
    await createProduct(t.db, { images: [url] });
    await age(url, UPLOAD_GRACE_MS + 60_000);

    await sweepUnusedUploads(t.db, t.app.files);
    for (const file of filesOf(url)) expect(await exists(file), file).toBe(true);
  });
});
