import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { multipartFile } from "../../test/pictures";

/**
 * The web app manifest and its icons (docs/decisions/336-installable-store.md), made from the
 * store's settings: the owner renames the store or uploads a logo and the installed app follows.
 * On PGlite and the PostgreSQL server.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, t.config.jwtSecret, { name: "Kavita Rao", role: "owner" });
});
afterAll(() => t.close());

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const manifest = async (query = "") => {
  const response = await t.app.inject({ url: `/manifest.webmanifest${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  return response.json<Manifest>();
};

/** The icon's size and the colour of its corner and centre pixels. */
async function iconPixels(src: string) {
  const response = await t.app.inject({ url: src });
  expect(response.statusCode, src).toBe(200);
  expect(response.headers["content-type"]).toBe("image/png");
  const { data, info } = await sharp(response.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { width: info.width, height: info.height, corner: pixel(2, info.height / 2), centre: pixel(info.width / 2, info.height / 2) };
}

describe("the web app manifest", () => {
  it("names the store, opens standalone on the home page and lists 192, 512 and maskable icons of the bundled mark", async () => {
    const english = await manifest();
    expect(english).toMatchObject({
      name: "Vayu Home Appliances",
      short_name: "Vayu",
      lang: "en-IN",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0b5fff",
      background_color: "#ffffff",
    });
    expect(english.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    const small = await iconPixels(english.icons[0]!.src);
    expect([small.width, small.height]).toEqual([192, 192]);
    // The store's blue square with the white V; the maskable one is blue to its edges.
    expect(small.corner[2]).toBeGreaterThan(200);
    const maskable = await iconPixels(english.icons[2]!.src);
    expect([maskable.width, maskable.corner]).toEqual([512, [11, 95, 255]]);
  });

  it("opens the Hindi store from the Hindi pages", async () => {
    expect(await manifest("?lang=hi")).toMatchObject({ lang: "hi", start_url: "/hi/", name: "Vayu Home Appliances" });
    expect((await t.app.inject({ url: "/manifest.webmanifest?lang=fr" })).statusCode).toBe(400);
  });

  it("follows the owner's new name and uploaded logo, under new icon URLs", async () => {
    const before = await manifest();
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#d01010" } }).png().toBuffer();
    const { payload, headers } = multipartFile("file", "logo.png", "image/png", red);
    const upload = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...owner.auth } });
    expect(upload.statusCode).toBe(201);
    const logo = upload.json<{ url: string }>().url;
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/settings",
      headers: owner.auth,
      payload: { storeName: "Sharma Electricals", logo },
    });
    expect(saved.statusCode).toBe(200);

    // Saved settings reach every reader within a second (docs/decisions/183-store-settings.md).
    await expect.poll(async () => (await manifest()).name, { timeout: 5000 }).toBe("Sharma Electricals");
    const after = await manifest();
    expect(after.short_name).toBe("Sharma");
    expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);
    // The logo on white, inside the margin.
    const icon = await iconPixels(after.icons[1]!.src);
    expect(icon.width).toBe(512);
    expect(icon.corner).toEqual([255, 255, 255]);
    expect(icon.centre[0]).toBeGreaterThan(180);
    expect(icon.centre[1]).toBeLessThan(60);
  });

  it("refuses an icon name it does not make", async () => {
    expect((await t.app.inject({ url: "/icons/1024.png" })).statusCode).toBe(400);
  });
});
