import { loginAs, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";

// The staff console is the script's (its forms have no server actions): its journeys act once it is live.
test.use({ hydrationWait: true });

// Issue 35's "done when" for API keys (docs/api-keys.md, docs/decisions/318-api-keys.md).
test("the owner makes an orders:read key in the console, an integration lists orders with it, and revoking it in the console shuts it out", async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await staffLogin(request);
  await loginAs(page, owner);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin?tab=api-keys");
  const form = page.getByRole("form", { name: "New API key" });
  const name = `Courier sync ${Date.now()}`;
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("checkbox", { name: /\(orders:read\)/ }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("status", { name: "API key" });
  await expect(shown).toContainText("vayu_live_");
  await expectNoHorizontalScroll(page);
  const key = (await shown.textContent())!.trim();
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByText(key)).toHaveCount(0);

  // An integration outside the browser: plain fetch with the key.
  const listOrders = () => fetch(`${baseURL}/api/admin/orders`, { headers: { Authorization: `Bearer ${key}` } });
  const listed = await listOrders();
  expect(listed.status).toBe(200);
  expect(Array.isArray(((await listed.json()) as { orders: unknown }).orders)).toBe(true);

  const row = page.getByRole("listitem", { name });
  await page.reload();
  await expect(row.getByText("Scopes: orders:read")).toBeVisible();
  await expect(row.getByText(/Last used: (?!Never)/)).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(row.getByText(/^Revoked /)).toBeVisible();

  const refused = await listOrders();
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe("This API key is not valid: it is unknown or has been revoked.");
});
