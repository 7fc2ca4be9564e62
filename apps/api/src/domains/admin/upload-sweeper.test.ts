import { existsSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";
import { createTestApp, type TestApp } from "../../test/app";
import { placedOrder } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { products } from "../catalog/tables";
import { cameraJpeg, multipartFile } from "../../test/pictures";
import { sweepUnusedUploads, UPLOAD_GRACE_MS } from "./upload-sweeper";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.config.dataDir, "uploads");
const filesOf = (url: string) => [url, ...IMAGE_WIDTHS.map((width) => imageVariant(url, width))].map((u) => path.join(t.config.dataDir, u));

async function upload(): Promise<string> {
  const { payload, headers } = multipartFile("file", "photo.jpg", "image/jpeg", await cameraJpeg());
  const response = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...staff.auth } });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string }>().url;
}

/** Makes an upload look as if it was made `ageMs` ago. */
async function age(url: string, ageMs: number) {
  const then = new Date(Date.now() - ageMs);
  for (const file of filesOf(url)) await utimes(file, then, then);
}

describe("unused staff uploads", () => {
  it("are deleted with every width after a day; pictures a record names and fresh uploads stay", async () => {
    const [onProduct, inOrder, abandoned, fresh] = [await upload(), await upload(), await upload(), await upload()];
    await createProduct(t.db, { images: [onProduct] });
    // An order line keeps the photo it was bought with after staff replace the product's.
    const { product } = await placedOrder(t, { pricePaise: 150_000, images: [inOrder] });
    await t.db.update(products).set({ images: [onProduct] }).where(eq(products.id, product.id));
    for (const url of [onProduct, inOrder, abandoned]) await age(url, UPLOAD_GRACE_MS + 60_000);

    expect(await sweepUnusedUploads(t.db, uploadsDir())).toBe(1);
    for (const file of filesOf(abandoned)) expect(existsSync(file), file).toBe(false);
    for (const url of [onProduct, inOrder, fresh]) for (const file of filesOf(url)) expect(existsSync(file), file).toBe(true);
    expect(await sweepUnusedUploads(t.db, uploadsDir())).toBe(0);
  });
});
