import { generate } from "otplib";
import { type APIRequestContext, type Page } from "@playwright/test";
import { loginAs, nextCodeStep, staffCode, staffLogin, type Shopper } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { linkIn, outboxMails } from "../outbox";
import { STAFF } from "../stores";

/** Types the code the app shows; a code already used by this worker's API login is refused once, then the next one passes. */
async function enterCode(page: Page, code: () => Promise<string>) {
  const field = page.getByLabel("Authentication code");
  for (let attempt = 0; attempt < 2; attempt++) {
    await field.fill(await code());
    await page.getByRole("button", { name: "Verify and log in" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "already used" });
    const done = page.waitForURL((url) => !url.pathname.startsWith("/login"));
    if ((await Promise.race([done.then(() => "in"), refused.waitFor().then(() => "again")])) === "in") return;
    await nextCodeStep();
  }
  throw new Error("the code step never let the owner in");
}

test("the owner logs in with the password, then the code from the authenticator app, and reaches the console", async ({ page, pageErrors }) => {
  pageErrors.allow(/HTTP 401 POST \/api\/auth\/mfa/);
  await page.goto("/login?redirect=%2Fadmin");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();

  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right.");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`login-code-step-${width}.png`), fullPage: true });
  }

  await enterCode(page, staffCode);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("tab", { name: "Staff" })).toBeVisible();
});

/** The owner invites `name` with `role`; the invitee sets a password and opens the console, at the enrolment step. */
async function acceptInvite(page: Page, request: APIRequestContext, dataDir: string, name: string, role: "staff" | "catalog_editor") {
  const owner = await staffLogin(request);
  const email = `${name.split(" ")[0]!.toLowerCase()}.${Date.now()}@vayu.test`;
  const invited = await request.post("/api/admin/staff/invites", {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email, name, role },
  });
  expect(invited.status()).toBe(201);
  const [mail] = outboxMails(dataDir, email, "staff/invite");
  const token = new URL(`http://x${linkIn(mail!, /http:\/\/\S+\/staff\/invite\?token=[\w-]+/)}`).searchParams.get("token")!;
  const accepted = await request.post("/api/auth/staff-invite", { data: { token, password: "monsoon-2026" } });
  expect(accepted.ok()).toBe(true);
  const session = (await accepted.json()) as { accessToken: string; user: Shopper["user"] };
  await loginAs(page, { name, email, password: "monsoon-2026", token: session.accessToken, user: session.user });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible();
  return session.accessToken;
}

/** Turns on two-step sign-in with the secret the page shows; returns the recovery codes' list. */
async function enrol(page: Page) {
  await page.getByRole("button", { name: "Start setup" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  return {
    secret,
    turnOn: async () => {
      await page.getByLabel("Code from the app").fill(await generate({ secret }));
      await page.getByRole("button", { name: "Turn on" }).click();
      return page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    },
  };
}

test("a new staff member sets up two-step sign-in before the console opens, and keeps ten recovery codes", async ({ page, request, store }) => {
  await acceptInvite(page, request, store.dataDir, "Ravi Menon", "staff");
  await expect(page.getByRole("tab", { name: "Orders" })).toHaveCount(0);
  const setup = await enrol(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`staff-enrolment-${width}.png`), fullPage: true });
  }

  const codes = await setup.turnOn();
  await expect(codes).toHaveCount(10);
  await page.screenshot({ path: test.info().outputPath(`staff-recovery-codes.png`), fullPage: true });
  await page.getByRole("button", { name: "I have saved them: open the console" }).click();
  await expect(page.getByRole("tab", { name: "Orders" }).or(page.getByRole("combobox", { name: "Section" }))).toBeVisible();
});

test("a catalog editor gets the products and categories only: no orders, payments or settings, in the console or the API", async ({ page, request, store }) => {
  const token = await acceptInvite(page, request, store.dataDir, "Meera Iyer", "catalog_editor");
  await expect(await (await enrol(page)).turnOn()).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them: open the console" }).click();

  await expect(page.getByRole("tab", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Categories" })).toBeVisible();
  for (const hidden of ["Dashboard", "Orders", "Payments", "Staff", "Settings", "Audit log"]) {
    await expect(page.getByRole("tab", { name: hidden })).toHaveCount(0);
  }
  for (const path of ["/api/admin/orders", "/api/admin/settings", "/api/admin/staff"]) {
    const refused = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status(), path).toBe(403);
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`catalog-editor-console-${width}.png`), fullPage: true });
  }
});
