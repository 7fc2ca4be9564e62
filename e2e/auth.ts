import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { generate } from "otplib";
import { sampleShopper, uniqueEmail } from "@vayu/shared/testing";
import { STAFF } from "./stores";

export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { _id: string; name: string; email: string };
}

/** A client address of its own, as each real shopper has: the store trusts one proxy hop in tests (scripts/e2e-server.mjs). */
function shopperAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Registers a fresh shopper through the API, from an address of their own: the journeys
 * register more shoppers in a quarter of an hour than the per-address limit lets one
 * address register (docs/decisions/030-accounts-security.md), which is the limit doing its job.
 */
export async function registerShopper(request: APIRequestContext, name: string = sampleShopper.name): Promise<Shopper> {
  const email = uniqueEmail("priya");
  const { password } = sampleShopper;
  const response = await request.post("/api/auth/register", {
    data: { name, email, password },
    headers: { "X-Forwarded-For": shopperAddress() },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Shopper["user"] };
  return { name, email, password, token: body.token, user: body.user };
}

/**
 * Signs the page's browser in as the shopper, as login does: the session in local storage
 * before the page loads, and the page session cookie the server renders their pages by
 * (docs/decisions/195-forms-before-javascript.md), asked for as a browser signed in before it
 * existed asks for it (an expired token gets none, as in such a browser).
 */
export async function loginAs(page: Page, shopper: Shopper) {
  await page.request.post("/api/auth/page-session", { headers: { Authorization: `Bearer ${shopper.token}` } });
  await page.addInitScript(
    ({ token, user }) => {
      // Only on the tab's first load, so a later logout in the test sticks.
      if (!sessionStorage.getItem("e2e-logged-in")) {
        sessionStorage.setItem("e2e-logged-in", "1");
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }
    },
    { token: shopper.token, user: shopper.user },
  );
}

/** Every e2e store creates this staff account at start (ADMIN_EMAIL / ADMIN_PASSWORD, see ./stores.ts). */
const { email: STAFF_EMAIL, password: STAFF_PASSWORD } = STAFF;

/**
 * The staff account's session, signed in once per worker: the store allows 10 logins per
 * address in 15 minutes (docs/decisions/030-accounts-security.md), and a worker's specs together need more. The
 * access token lasts a week and no spec signs staff out.
 */
let staffSession: Promise<Shopper> | undefined;

/** The staff account signed in through the API. */
export function staffLogin(request: APIRequestContext): Promise<Shopper> {
  staffSession ??= signInStaff(request).catch((error: unknown) => {
    staffSession = undefined;
    throw error;
  });
  return staffSession;
}

/** The staff account's current code, as its authenticator app shows it (ADMIN_TOTP_SECRET, see ./stores.ts). */
export const staffCode = () => generate({ secret: STAFF.totpSecret });

/** Waits for the next 30-second step: a code is accepted once, so a second login in the same step needs the next one. */
export const nextCodeStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));

async function signInStaff(request: APIRequestContext): Promise<Shopper> {
  const response = await request.post("/api/auth/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.ok(), `staff login: ${response.status()} ${await response.text()}`).toBe(true);
  const { mfaToken } = (await response.json()) as { mfaToken: string };
  // The password step answers a ticket; the code from the app completes the login (docs/decisions/230-staff-second-factor.md).
  for (let attempt = 0; ; attempt++) {
    const verified = await request.post("/api/auth/mfa", { data: { mfaToken, code: await staffCode() } });
    if (verified.ok()) {
      const body = (await verified.json()) as { accessToken: string; user: Shopper["user"] };
      return { name: body.user.name, email: STAFF_EMAIL, password: STAFF_PASSWORD, token: body.accessToken, user: body.user };
    }
    expect(attempt < 1 && verified.status() === 401, `staff code: ${verified.status()} ${await verified.text()}`).toBe(true);
    await nextCodeStep();
  }
}
