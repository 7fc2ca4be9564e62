import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@vayu/shared/messages";
import { uniqueEmail } from "@vayu/shared/testing";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { mailOutbox } from "../../mail/tables";
import { passwordResetRequests, passwordResetTokens } from "./tables";

/**
 * "Forgot password" answers alike whether the address has an account: the request does the
 * same work either way (one row), and the worker sends the mail, or nothing, after the answer
 * (docs/decisions/221-common-passwords-and-quiet-reset-requests.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 1;
const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", remoteAddress: `10.7.0.${ip++}`, payload: { email } });

/** What a request could have written: requests, tokens and queued e-mail. */
const written = async () => ({
  requests: (await t.db.select({ email: passwordResetRequests.email }).from(passwordResetRequests)).map((r) => r.email).sort(),
  tokens: (await t.db.select().from(passwordResetTokens)).length,
  outbox: (await t.db.select().from(mailOutbox)).length,
});

describe("POST /api/auth/forgot-password", () => {
  it("writes the same one row and gives the same answer for an account and for an unknown address", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const unknown = uniqueEmail("nobody");
    t.app.resetRequests.held = true;
    try {
      const before = await written();
      const real = await forgot(user.email.toUpperCase());
      const afterReal = await written();
      const none = await forgot(unknown);
      const afterNone = await written();

      expect(real.statusCode).toBe(200);
      expect(none.statusCode).toBe(real.statusCode);
      expect(none.body).toBe(real.body);
      expect(real.json()).toEqual({ message: messages.auth.resetLinkEmailed });
      expect(Object.keys(none.headers).sort()).toEqual(Object.keys(real.headers).sort());
      expect(none.headers["content-length"]).toBe(real.headers["content-length"]);
      // One request row each, carrying the address; no token, no e-mail, nothing else yet.
      expect(afterReal).toEqual({ ...before, requests: [...before.requests, user.email].sort() });
      expect(afterNone).toEqual({ ...afterReal, requests: [...afterReal.requests, unknown].sort() });
    } finally {
      t.app.resetRequests.held = false;
    }

    // The worker, after the answers: the account gets its link, the unknown address nothing.
    const sentBefore = t.mailer.sent.length;
    await t.app.resetRequests.handleWaiting();
    expect((await written()).requests).toEqual([]);
    await vi.waitFor(() => expect(t.mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual([user.email]));
    expect(t.mailer.sent.at(-1)!.links![0]).toMatch(/^http:\/\/shop\.test\/reset-password\/[\w-]{43}$/);
    expect(t.mailer.sent.some((m) => m.to === unknown)).toBe(false);
  });

  it("sends the link without anyone waiting for it: the worker runs once the answer has gone", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    expect((await forgot(user.email)).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mailer.sent.some((m) => m.to === user.email && m.subject.startsWith("Reset"))).toBe(true), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await written()).requests).toEqual([]));
  });
});
