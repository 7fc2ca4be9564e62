import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { messages } from "@vayu/shared/messages";
import { expect, test } from "../fixtures";
import { storeFor } from "../stores";

const m = messages.phoneLogin;

/** The code of the newest SMS to `to` (10 digits) in this worker's store's outbox (DATA_DIR/outbox/sms/). */
function newestCode(to: string, after: Set<string>): string {
  const dir = path.join(storeFor(test.info().parallelIndex).dataDir, "outbox", "sms");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json") && !after.has(file));
  } catch {
    return "";
  }
  const codes = files
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string; text: string })
    .filter((sms) => sms.to === to || sms.to.endsWith(to))
    .map((sms) => /^(\d{6}) is your/.exec(sms.text)?.[1] ?? "");
  return codes.at(-1) ?? "";
}

function existingFiles(): Set<string> {
  try {
    return new Set(readdirSync(path.join(storeFor(test.info().parallelIndex).dataDir, "outbox", "sms")));
  } catch {
    return new Set();
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test("a shopper logs in with +91 98765 43210 and the code from the SMS outbox", async ({ page, pageErrors }) => {
  // A number seen before has its account already; a new one is asked its name (a 400 naming `name`).
  pageErrors.allow(/HTTP 400 POST \/api\/auth\/otp\/verify/, /HTTP 429 POST \/api\/auth\/otp\/request/);
  const before = existingFiles();
  await page.goto("/login");
  await page.getByRole("link", { name: m.usePhone }).click();
  await expect(page).toHaveURL(/\/login\/phone$/);
  await page.getByLabel(m.phoneLabel).fill("+91 98765 43210");
  await page.getByRole("button", { name: m.sendCode }).click();
  const codeField = page.getByLabel(m.codeLabel);
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveValue("");
  await page.screenshot({ path: test.info().outputPath("code-step-360.png") });
  let code = "";
  await expect.poll(() => (code = newestCode("9876543210", before)), { timeout: 10_000 }).not.toBe("");
  await codeField.fill(code);
  await page.getByRole("button", { name: m.verify }).click();
  const name = page.getByLabel(m.nameLabel);
  const asked = await name.waitFor({ timeout: 3_000 }).then(() => true, () => false);
  if (asked) {
    await name.fill("Meena Iyer");
    await page.getByRole("button", { name: m.verify }).click();
  }
  await expect(page).not.toHaveURL(/\/login/);
  await page.screenshot({ path: test.info().outputPath("after-phone-login-360.png") });
  await page.goto("/account");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Meena Iyer");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(m.noEmail);
});
