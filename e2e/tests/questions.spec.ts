import type { ProductType } from "@vayu/shared/catalog";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { outboxMails } from "../outbox";

/** Product questions (docs/decisions/331-product-questions.md): asked on the page, answered in the console, the asker e-mailed. */

// A journey that waits for an e-mail: three times the usual time.
test.describe.configure({ timeout: 90_000 });

test("a shopper asks on the product page, staff answer in the console, and the shopper reads the answer and its e-mail", async ({ browser, page, request, store }) => {
  const { data } = (await (await request.get("/api/product?sort=newest")).json()) as { data: ProductType[] };
  const product = data[0]!;
  // A retry runs on the same store: its own words keep it apart from the first try's question.
  const question = `Does it run on a 900 VA inverter all night? (${Date.now().toString(36).slice(-4)})`;
  const answer = "Yes: it draws about 180 W on high, well within a 900 VA inverter.";
  const shopper = await registerShopper(request, "Neha Gupta");

  await loginAs(page, shopper);
  await page.goto(`/product/${product._id}`);
  const questions = page.getByRole("region", { name: "Questions and answers" });
  await questions.getByRole("textbox", { name: "Your question" }).fill(question);
  await questions.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByText("Thank you! Your question is posted.").first()).toBeVisible();
  await expect(questions.getByText(question)).toBeVisible();

  const console = await (await browser.newContext()).newPage();
  await loginAs(console, await staffLogin(request));
  await console.goto("/admin");
  await console.getByRole("tab", { name: "Questions" }).click();
  const form = console.getByRole("form", { name: `Answer "${question}"` });
  await form.getByLabel("Answer as the store").fill(answer);
  await form.getByRole("button", { name: "Post answer" }).click();
  await expect(console.getByText("Answer posted; the shopper is e-mailed.")).toBeVisible();

  await page.reload();
  const item = questions.getByRole("listitem").filter({ hasText: question });
  await expect(item.getByText(answer)).toBeVisible();
  await expect(item.getByText("Vayu Home Appliances (the store)")).toBeVisible();
  await expectNoHorizontalScroll(page);

  await expect.poll(() => outboxMails(store.dataDir, shopper.email, "has an answer").length, { timeout: 10_000 }).toBe(1);
  const [mail] = outboxMails(store.dataDir, shopper.email, "has an answer");
  expect(mail).toContain(answer);
});
