import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { someClient, startTwoInstances, type TwoInstances } from "../../test/two-instances";
import { phoneCodes } from "./tables";

/**
 * The code limits of docs/decisions/295-mobile-number-login.md across two store instances on one
 * PostgreSQL database and one Redis (docs/decisions/175-several-instances.md). Runs in the
 * PostgreSQL pass, with the machine's Redis at TEST_REDIS_URL.
 */

let instances: TwoInstances;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
});

afterAll(() => instances?.close());

/** A number of its own per run: Redis keeps the counts of earlier runs. */
const somePhone = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

const request = (t: TestApp, phone: string, remoteAddress = someClient()) =>
  t.app.inject({ method: "POST", url: "/api/auth/otp/request", remoteAddress, payload: { phone } });

/** As if the 30 seconds before a resend had passed. */
const rewind = (t: TestApp, phone: string) =>
  t.db.update(phoneCodes).set({ createdAt: new Date(Date.now() - 31_000) }).where(eq(phoneCodes.phone, phone));

describe("phone login codes on two instances with Redis", () => {
  it("count one number's codes together: the sixth in an hour is refused on either", async () => {
    const phone = somePhone();
    for (let i = 0; i < 5; i++) {
      const on = i % 2 === 0 ? a : b;
      expect((await request(on, phone)).statusCode).toBe(200);
      await rewind(on, phone);
    }
    const sixth = await request(b, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it("count one address's requests together", async () => {
    const client = someClient();
    for (let i = 0; i < 20; i++) expect((await request(i % 2 ? a : b, somePhone(), client)).statusCode).toBe(200);
    expect((await request(a, somePhone(), client)).statusCode).toBe(429);
    expect((await request(b, somePhone(), client)).statusCode).toBe(429);
  });

  it("refuse a resend within 30 seconds on the other instance", async () => {
    const phone = somePhone();
    expect((await request(a, phone)).statusCode).toBe(200);
    const soon = await request(b, phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().retryAfter).toBeGreaterThan(0);
  });

  it("take a code sent by one instance on the other, and only once", async () => {
    const phone = somePhone();
    await request(a, phone);
    const code = a.messages.sent.findLast((m) => m.to === phone)!.params.code;
    const verify = (t: TestApp) => t.app.inject({ method: "POST", url: "/api/auth/otp/verify", remoteAddress: someClient(), payload: { phone, code, name: "Asha Verma" } });
    expect((await verify(b)).statusCode).toBe(200);
    expect((await verify(a)).statusCode).toBe(400);
  });
});
