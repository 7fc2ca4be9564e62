import type { APIRequestContext, Page } from "@playwright/test";

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
