import { mkdirSync } from "node:fs";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { loginAs, staffLogin } from "../auth";
import { demoCategory } from "./catalog-helpers";

// EMI on the product page (docs/decisions/323-emi-plans.md): staff add a plan in the console,
// and the product page, kept by the server for every visitor, shows it at once, to the paisa.

const SHOTS = "/tmp/shots/fixes34";

test("a plan staff add shows on the product page as 'EMI from' and in the plans' table, to the paisa", async ({
  page,
  request,
}) => {
  const staff = await staffLogin(request);
  const bearer = { Authorization: `Bearer ${staff.token}` };
  const { category } = await demoCategory(request, "LED TVs");
  const created = await request.post("/api/admin/products", {
    headers: bearer,
    data: {
      title: `Vayu 55 inch EMI Journey TV ${Date.now()}`,
      price: 50_000,
      stock: 5,
      hsn: "85287217",
      categoryId: category._id,
      subcategoryId: category.subcategories[0]!._id,
    },
  });
  expect(created.status()).toBe(201);
  const tv = ((await created.json()) as { product: { _id: string } }).product;
  const path = `/product/${tv._id}`;
  // The page as every visitor gets it, kept by the server before the plan exists.
  expect(await (await request.get(path)).text()).not.toContain("Journey Bank");

  await loginAs(page, staff);
  await page.goto("/admin?tab=emi");
  const plans = page.getByRole("region", { name: "EMI plans" });
  await plans.getByRole("button", { name: "Add a plan" }).click();
  const form = page.getByRole("form", { name: "New EMI plan" });
  await form.getByLabel("Bank or card").fill("Journey Bank credit card");
  await form.getByLabel("Months").selectOption("24");
  await form.getByLabel("Yearly interest (%)").fill("15");
  await form.getByLabel("Offered from (₹)").fill("40000");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: Journey Bank credit card, 24 months at 15%.")).toBeVisible();

  // The kept page was dropped with the change: its HTML has the plan, before any JavaScript.
  const html = await (await request.get(path)).text();
  expect(html).toContain("Journey Bank credit card");
  expect(html).toContain("₹2,424.33");

  await page.goto(path);
  const emi = page.getByTestId("emi");
  // ₹50,000 at 15% a year over 24 months: the lowest instalment of the plans open to this price.
  await expect(emi.locator("summary")).toContainText("EMI from ₹2,424.33/month");
  await emi.locator("summary").click();
  const row = emi.getByRole("row", { name: /Journey Bank credit card/ });
  await expect(row.getByRole("rowheader")).toHaveText("Journey Bank credit card, 24");
  await expect(row.getByRole("cell")).toHaveText([
    "15%",
    "₹2,424.33",
    "₹8,183.92",
    /None/,
    "₹58,183.92",
  ]);
  await expect(emi).toContainText("EMI is offered at payment by our payment provider");
  // At 1280 px the whole table fits its box: no sideways scrolling, each bank's name on one line.
  const box = emi.getByRole("region", { name: "EMI plans" });
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const bank = emi.locator("tbody tr:first-child td").filter({ hasText: "Journey Bank credit card" });
  const lines = await bank.evaluate((cell) => {
    const style = getComputedStyle(cell);
    const text = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(text / parseFloat(style.lineHeight));
  });
  expect(lines).toBe(1);
  mkdirSync(SHOTS, { recursive: true });
  await emi.screenshot({ path: `${SHOTS}/emi-1280.png` });
  // A phone: the table scrolls inside its box, the page never sideways; and the same in Hindi.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await emi.screenshot({ path: `${SHOTS}/emi-360.png` });
  await page.goto(`/hi${path}`);
  await page.getByTestId("emi").locator("summary").click();
  await expect(page.getByTestId("emi").getByRole("table")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByTestId("emi").screenshot({ path: `${SHOTS}/emi-hi-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("emi").screenshot({ path: `${SHOTS}/emi-hi-1280.png` });

  const list = (await (await request.get("/api/admin/emi-plans", { headers: bearer })).json()) as {
    plans: { _id: string; issuer: string }[];
  };
  const added = list.plans.find((plan) => plan.issuer === "Journey Bank credit card")!;
  expect((await request.delete(`/api/admin/emi-plans/${added._id}`, { headers: bearer })).ok()).toBe(true);
});
