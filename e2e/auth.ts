import { expect, type APIRequestContext, type Page } from "@playwright/test";

let counter = 0;

export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { _id: string; name: string; email: string };
}

/** Registers a fresh shopper through the API. */
export async function registerShopper(request: APIRequestContext, name = "Priya Sharma"): Promise<Shopper> {
  const email = `priya.${Date.now()}.${counter++}@example.in`;
  const password = "secret123";
  const response = await request.post("/api/auth/register", { data: { name, email, password } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Shopper["user"] };
  return { name, email, password, token: body.token, user: body.user };
}

/** Puts a shopper's session into local storage (as login does) before the page loads. */
export async function loginAs(page: Page, shopper: Shopper) {
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

/**
 * The store creates its first staff account from ADMIN_EMAIL / ADMIN_PASSWORD at start;
 * the e2e server inherits them from the environment of the Playwright run.
 */
const STAFF_EMAIL = process.env.ADMIN_EMAIL ?? "staff@vayu.test";
const STAFF_PASSWORD = process.env.ADMIN_PASSWORD ?? "staff-e2e-password";

/** Logs the staff account in through the API. */
export async function staffLogin(request: APIRequestContext): Promise<Shopper> {
  const response = await request.post("/api/auth/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.ok(), "the e2e server needs ADMIN_EMAIL and ADMIN_PASSWORD").toBe(true);
  const body = (await response.json()) as { accessToken: string; user: Shopper["user"] };
  return {
    name: body.user.name,
    email: STAFF_EMAIL,
    password: STAFF_PASSWORD,
    token: body.accessToken,
    user: body.user,
  };
}
