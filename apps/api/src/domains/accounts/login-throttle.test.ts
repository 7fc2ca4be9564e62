import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@vayu/shared/messages";
import { uniqueEmail } from "@vayu/shared/testing";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { memoryFailureCounts, redisFailureCounts, sharedFailureCounts, type FailureCounts } from "./failure-counts";
import { createLoginThrottle, slowdownMs, throttlePolicy } from "./login-throttle";

/**
 * Failed logins never lock out the right password from a client that has not failed;
 * successful logins never count as failures (docs/decisions/220-failure-only-login-throttling.md).
 * Each case runs with the counters in memory and in Redis (TEST_REDIS_URL, the machine's own by default).
 */

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const TOO_MANY = /^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/;

/** Client addresses of their own per run: counts kept in Redis by earlier runs do not touch this one. */
const run = Math.floor(Math.random() * 200);
let clientCounter = 0;
const someClient = () => `10.${run}.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`;

const stores: { name: string; env: Record<string, string>; counts: () => { counts: FailureCounts; close: () => void } }[] = [
  { name: "memory", env: {}, counts: () => ({ counts: memoryFailureCounts(), close: () => {} }) },
  {
    name: "Redis",
    env: { REDIS_URL: redisUrl },
    counts: () => {
      const redis = new Redis(redisUrl);
      return { counts: redisFailureCounts(redis, `vayu:test-login-failures:${run}:`), close: () => redis.disconnect() };
    },
  },
];

describe.each(stores)("the login throttle, counting in $name", (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_SLOWDOWN_MS: "1", ADMIN_EMAIL: uniqueEmail("owner"), ADMIN_PASSWORD: "an-owner-password-9", ...store.env });
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string, client = someClient()) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: client, payload: { email, password } });

  it("lets the right password in from an 11th address after ten wrong ones from ten addresses", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    for (let i = 0; i < 10; i++) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    const owner = await login(user.email, password);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(user.email);
  });

  it("never counts a right password: eleven correct logins in a row from one address all get in", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const client = someClient();
    for (let i = 0; i < 11; i++) expect((await login(user.email, password, client)).statusCode).toBe(200);
  });

  it("refuses the attacker's own address after its ten failures, and only that address", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const attacker = someClient();
    for (let i = 0; i < 10; i++) expect((await login(user.email, `guess-${i}`, attacker)).statusCode).toBe(401);
    const refused = await login(user.email, password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect((await login(user.email.toUpperCase(), password, someClient())).statusCode).toBe(200);
    // Another account from the attacker's address is not refused.
    const other = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    expect((await login(other.user.email, other.password, attacker)).statusCode).toBe(200);
  });

  it("refuses an address that fails against many accounts", async () => {
    const sprayer = someClient();
    for (let i = 0; i < throttlePolicy().perAddress.max; i++) await login(uniqueEmail("nobody"), "secret-guess", sprayer);
    const refused = await login(uniqueEmail("nobody"), "secret-guess", sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    // Fifty argon2 checks: slow on a busy machine.
  }, 180_000);

  it("counts wrong current passwords on the account page as failed logins", async () => {
    const { user, password, token } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const client = someClient();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/password",
        remoteAddress: client,
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: "a-new-password-7" },
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(`guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: "currentPassword", message: messages.account.currentPasswordWrong });
    }
    expect((await change(password)).statusCode).toBe(429);
    expect((await login(user.email, password, someClient())).statusCode).toBe(200);
  });

  it("tells the owner once when a staff account sees a burst of failures, and still lets staff in", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail("staff"), role: "admin" });
    const before = t.mailer.sent.length;
    for (let i = 0; i < 12; i++) expect((await login(staff.user.email, `guess-${i}`)).statusCode).toBe(401);
    await vi.waitFor(() => {
      const alerts = t.mailer.sent.slice(before).filter((m) => m.subject.includes(staff.user.email));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.to).toBe(t.config.admin!.email.toLowerCase());
      expect(alerts[0]!.text).toContain("10 wrong passwords");
    });
    expect((await login(staff.user.email, staff.password)).statusCode).toBe(200);
    // A shopper's burst tells nobody.
    const shopper = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    for (let i = 0; i < 10; i++) await login(shopper.user.email, `guess-${i}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.mailer.sent.filter((m) => m.subject.includes(shopper.user.email))).toHaveLength(0);
  });

  it("slows an account's checks more with each failure, but not for an address that signed in before", async () => {
    const { counts, close } = store.counts();
    try {
      const delays: number[] = [];
      const policy = throttlePolicy(100);
      const throttle = createLoginThrottle({ counts, policy, sleep: async (ms) => delays.push(ms) });
      const account = uniqueEmail();
      const home = someClient();
      await throttle.succeeded(account, home);
      for (let i = 0; i < 9; i++) {
        const client = someClient();
        await throttle.beforeCheck(account, client);
        await throttle.failed(account, client);
      }
      expect(delays).toEqual([100, 200, 400, 800, 1600, 3200]);
      // Growing, then held at its ceiling; never a refusal for a new address.
      expect(await throttle.beforeCheck(account, someClient())).toBe(3200);
      expect(slowdownMs(policy.slowdown, 50)).toBe(policy.slowdown.maxMs);
      expect(await throttle.beforeCheck(account, home)).toBe(0);
    } finally {
      close();
    }
  });
});

describe("the login throttle without its Redis", () => {
  it("counts in memory", async () => {
    // Nothing listens on port 1: every command fails at once.
    const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    redis.on("error", () => {});
    try {
      const throttle = createLoginThrottle({ counts: sharedFailureCounts(redis), policy: throttlePolicy(1), sleep: async () => {} });
      const account = uniqueEmail();
      for (let i = 0; i < 10; i++) {
        await throttle.beforeCheck(account, "10.9.9.9");
        await throttle.failed(account, "10.9.9.9");
      }
      await expect(throttle.beforeCheck(account, "10.9.9.9")).rejects.toMatchObject({ statusCode: 429 });
      await expect(throttle.beforeCheck(account, "10.9.9.10")).resolves.toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
