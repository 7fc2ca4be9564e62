import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariant } from "@vayu/shared/catalog";
import { connectPostgres } from "../db/client";
import { createTestApp, type TestApp } from "../test/app";
import { createTestDatabaseUrl } from "../test/postgres-database";
import { uniqueEmail } from "@vayu/shared/testing";
import { createProduct, createUser } from "../test/factories";
import { cameraJpeg, multipartFile } from "../test/pictures";
import { someClient, startTwoInstances, testRedisUrl, type TwoInstances } from "../test/two-instances";

/**
 * Two store instances on one PostgreSQL database and one Redis, as behind a load balancer
 * (docs/decisions/175-several-instances.md). Runs in the PostgreSQL pass of npm test, with
 * the machine's Redis at TEST_REDIS_URL.
 */

let instances: TwoInstances;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  // The login slowdown's first step at 1 ms: ten failures from ten addresses would otherwise wait 20 s.
  instances = await startTwoInstances({ LOGIN_SLOWDOWN_MS: "1" });
  ({ a, b } = instances);
});

afterAll(() => instances?.close());

const login = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email, password: "not-the-password" },
  });

describe("several instances", () => {
  it("are ready with their database and Redis", async () => {
    const ready = await b.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.json()).toEqual({ status: "ok", database: "pg", redis: "ok" });
  });

  it("count login attempts together: an address locked out on one is locked out on the other", async () => {
    const email = uniqueEmail();
    const client = someClient();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(a, email, client)).statusCode).toBe(401);
    const onTheOther = await login(b, email, client);
    expect(onTheOther.statusCode).toBe(429);
    expect(onTheOther.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it("keep a login's and a registration's counts for one address apart", async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 10; attempt++) await login(a, email, someClient());
    const register = await b.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: someClient(),
      payload: { name: "Asha Verma", email, password: "a-good-password-1" },
    });
    expect(register.statusCode, register.body).toBe(201);
  });

  it("show a price changed by staff through one instance on the other within a second", async () => {
    const staff = await createUser(a.db, a.config.jwtSecret, { role: "admin" });
    const product = await createProduct(a.db, { title: "Vayu Tower Fan", pricePaise: 4_999_00 });
    const priceOn = async (t: TestApp) =>
      (await t.app.inject({ method: "GET", url: `/api/product/${product.id}` })).json().data.price as number;
    // Both instances have the product's answer cached.
    expect([await priceOn(a), await priceOn(b)]).toEqual([4999, 4999]);

    const edit = await a.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product.id}`,
      headers: staff.auth,
      payload: { price: 4499 },
    });
    expect(edit.statusCode).toBe(200);
    const changedAt = Date.now();
    while ((await priceOn(b)) !== 4499) {
      expect(Date.now() - changedAt, "the other instance still shows the old price").toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it("price with the owner's new delivery fee on the other instance within a second, and show it there", async () => {
    const owner = await createUser(a.db, a.config.jwtSecret, { role: "owner" });
    const product = await createProduct(a.db, { title: "Fan Speed Regulator", pricePaise: 449_00 });
    const shopper = await createUser(a.db, a.config.jwtSecret);
    expect(
      (
        await b.app.inject({
          method: "POST",
          url: "/api/cart",
          headers: shopper.auth,
          payload: { productId: product.id, quantity: 1 },
        })
      ).statusCode,
    ).toBe(201);
    const shippingOn = async (t: TestApp) =>
      (await t.app.inject({ method: "GET", url: "/api/cart", headers: shopper.auth })).json().cart
        .shippingFee as number;
    const feeShownOn = async (t: TestApp) =>
      (await t.app.inject({ method: "GET", url: "/api/settings" })).json().deliveryFee as number;
    // Both instances have read and kept the settings.
    expect([await shippingOn(b), await feeShownOn(b)]).toEqual([5, 5]);

    const saved = await a.app.inject({
      method: "PATCH",
      url: "/api/admin/settings",
      headers: owner.auth,
      payload: { deliveryFee: 40, freeDeliveryAbove: 999 },
    });
    expect(saved.statusCode).toBe(200);
    const changedAt = Date.now();
    while ((await shippingOn(b)) !== 40 || (await feeShownOn(b)) !== 40) {
      expect(Date.now() - changedAt, "the other instance still prices with the old fee").toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it("serve a picture uploaded through one instance from the other, at its URL, cached for a year", async () => {
    const staff = await createUser(a.db, a.config.jwtSecret, { role: "admin" });
    const { payload, headers } = multipartFile("file", "photo.jpg", "image/jpeg", await cameraJpeg());
    const uploaded = await a.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      payload,
      headers: { ...headers, ...staff.auth },
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    for (const variant of [url, imageVariant(url, 320)]) {
      const served = await b.app.inject({ method: "GET", url: variant });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    }
  });

  it("while Redis is away, serve on, each counting its own limits, and share them again once it is back", async () => {
    const lost = await createTestApp({ REDIS_URL: testRedisUrl, LOGIN_SLOWDOWN_MS: "1" }, { database: instances.database });
    try {
      lost.app.redis!.disconnect();
      // ioredis closes the connection on its next turn: readiness reads the status it ends in.
      await expect.poll(() => lost.app.redis!.status).toBe("end");
      const ready = await lost.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ok", database: "pg", redis: "not answering" });
      // Counted in this instance's memory: the eleventh attempt here is refused, the other instance has heard of none.
      const email = uniqueEmail();
      const client = someClient();
      for (let attempt = 0; attempt < 10; attempt++) expect((await login(lost, email, client)).statusCode).toBe(401);
      expect((await login(lost, email, client)).statusCode).toBe(429);
      expect((await login(b, email, client)).statusCode).toBe(401);

      await lost.app.redis!.connect();
      expect((await lost.app.inject({ method: "GET", url: "/api/health/ready" })).json()).toMatchObject({ redis: "ok" });
      const again = uniqueEmail();
      for (let attempt = 0; attempt < 10; attempt++) expect((await login(lost, again, client)).statusCode).toBe(401);
      expect((await login(b, again, client)).statusCode).toBe(429);
    } finally {
      await lost.close();
    }
  });
});

describe("instances starting together on an empty database", () => {
  it("migrate it once, without tripping over each other", async () => {
    const server = await createTestDatabaseUrl();
    const starting = [connectPostgres(server.url), connectPostgres(server.url), connectPostgres(server.url)];
    try {
      await Promise.all(starting.map((database) => database.migrate()));
      const ready = await createTestApp({}, { database: starting[0] });
      expect((await ready.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
      await ready.close();
    } finally {
      for (const database of starting) await database.close();
      await server.drop();
    }
  });
});
