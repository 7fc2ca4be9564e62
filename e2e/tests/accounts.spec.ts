import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { storeFor } from "../stores";

/** The outbox of this worker's store. */
const outbox = () => path.join(storeFor(test.info().parallelIndex).dataDir, "outbox");

/** The reset link of the newest outbox e-mail to `email` (quoted-printable undone). */
async function resetLinkFromOutbox(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mails = safeList(outbox())
          .filter((file) => file.endsWith(".eml"))
          .sort()
          .map((file) => readFileSync(path.join(outbox(), file), "utf8").replace(/=\r?\n/g, ""))
          .filter((mail) => mail.includes(`To: ${email}`));
        link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mails.at(-1) ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("a shopper signs up, logs in and logs out", async ({ page, pageErrors }) => {
  pageErrors.allow(/^HTTP 401 POST \/api\/auth\/login$/); // a wrong password
  test.slow(); // a long journey with three argon2 checks and two accessibility scans
  const email = `asha.${Date.now()}@example.in`;
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expectAccessible(page);

  // The form's own checks (each message of the catalogue, show password) are component tests:
  // apps/web/src/features/accounts/signup.dom.test.tsx and login.dom.test.tsx.
  await page.getByLabel("Full Name").fill("Asha Verma");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Signup successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await logIn(page, email, "wrong-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();

  await logIn(page, email.toUpperCase(), "secret123");
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  // The profile menu works from the keyboard.
  const menuButton = page.getByRole("button", { name: "Account menu for Asha Verma" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Orders" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Orders" })).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  const pageSessionEnded = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
  await page.getByRole("button", { name: "Logout" }).click();

  await expect(page.getByText("User Logged Out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect(
    await page.evaluate(() => ({ token: localStorage.getItem("token"), user: localStorage.getItem("user") })),
  ).toEqual({
    token: null,
    user: null,
  });
  // The page session cookie went too: the server renders the next page for nobody.
  expect((await pageSessionEnded).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Asha Verma" })).toHaveCount(0);
});

test("a forgotten password is reset through the e-mailed link", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 401 POST \/api\/auth\/login$/, /^HTTP 400 POST \/api\/auth\/reset-password$/); // the old password, then the used link
  test.slow(); // waits for the e-mail and hashes three passwords
  const shopper = await registerShopper(request, "Ravi Kumar");
  await page.goto("/forgot-password");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset link sent successfully!")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "A password reset link has been sent to your email." }),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");

  const link = await resetLinkFromOutbox(shopper.email);
  await page.goto(new URL(link).pathname);
  await expectAccessible(page);
  await page.getByLabel("New Password", { exact: true }).fill("fresh-pass-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("fresh-pass-2");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm Password", { exact: true }).fill("fresh-pass-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, shopper.email, shopper.password);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await logIn(page, shopper.email, "fresh-pass-1");
  await expect(page.getByText("Login successful!")).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link).pathname);
  await page.getByLabel("New Password", { exact: true }).fill("third-pass-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("third-pass-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
});

test("an expired session sends the shopper to log in and back where they were", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 401 GET \/api\//); // the expired token under test
  const shopper = await registerShopper(request, "Meera Iyer");
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const expired = [
    base64url({ alg: "HS256" }),
    base64url({ sub: shopper.user._id, ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }),
    "signature",
  ].join(".");
  await loginAs(page, { ...shopper, token: expired });

  // The toast shows for 3 s from the moment the page goes live: watched for from the start.
  const toast = expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible({ timeout: 15_000 });
  await page.goto("/orders");
  await toast;
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  await logIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("button", { name: "Account menu for Meera Iyer" })).toBeVisible();
});

test("/auth/sign-in goes on to /login and keeps the way back", async ({ page }) => {
  await page.goto("/auth/sign-in?redirect=%2Fcart");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await page.goto("/auth/sign-in?redirect=https%3A%2F%2Fevil.example");
  await expect(page).toHaveURL(/\/login$/);
});
