import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { fillCart, inr, saveAddress } from "./checkout-helpers";

// The promotions screens at 360 and 1280 px (issue 30), on the store's real coupon routes and
// its real prepaid offer setting.
test.use({ hydrationWait: true });

const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

/** A coupon made by the owner through the staff API: DIWALI10's terms under a code of this run. */
async function createCoupon(request: APIRequestContext, owner: Shopper, over: object = {}) {
  const code = `DIWALI10-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/admin/coupons", {
    headers: bearer(owner),
    data: { code, kind: "percent", value: 10, maxDiscount: 500, minCartValue: 2000, ...over },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { coupon: { _id: string; code: string } };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("cart with a coupon and checkout with the prepaid offer, at 360 and 1280 px", async ({
  page,
  request,
}) => {
  const owner = await staffLogin(request);
  const offer = await request.patch("/api/admin/settings", {
    headers: bearer(owner),
    data: { prepaidOffer: { kind: "percent", value: 5, maxDiscount: 100 } },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  try {
    const shopper = await registerShopper(request);
    const product = await fillCart(request, shopper);
    // DIWALI10: 10% of the goods, rounded down to the paisa, at most ₹500.
    const discount = Math.min(Math.floor((product.salePrice ?? product.price) * 10) / 100, 500);
    await saveAddress(request, shopper);
    const { coupon } = await createCoupon(request, owner);
    await loginAs(page, shopper);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cart");
      if (width === 360) {
        // Codes are case-insensitive.
        await page.getByLabel("Coupon code").fill(coupon.code.toLowerCase());
        await page.getByRole("button", { name: "Apply" }).click();
      }
      await expect(page.getByTestId("summary-coupon")).toContainText(`−${inr(discount)}`);
      await expect(page.getByText(coupon.code).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, `cart-coupon-${width}`);
      if (width === 360) await expectAccessible(page);

      await page.goto("/checkoutPage");
      await expect(page.getByTestId("prepaid-offer")).toBeVisible();
      await expect(page.getByTestId("prepaid-discount")).toBeVisible();
      await expect(page.getByTestId("coupon-discount")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, `checkout-prepaid-${width}`);
      if (width === 360) await expectAccessible(page);
    }
  } finally {
    await request.patch("/api/admin/settings", { headers: bearer(owner), data: { prepaidOffer: null } });
  }
});

test("the staff's coupons list and form, and the prepaid offer's settings section, at 360 and 1280 px", async ({
  page,
  request,
}) => {
  const owner = await staffLogin(request);
  const categories = (await (await request.get("/api/admin/categories", { headers: bearer(owner) })).json()) as {
    categories: { _id: string }[];
  };
  const { coupon } = await createCoupon(request, owner, {
    totalUses: 100,
    usesPerShopper: 1,
    categoryIds: categories.categories.slice(0, 1).map((c) => c._id),
  });
  const welcome = await createCoupon(request, owner, { kind: "flat", value: 200, maxDiscount: null, minCartValue: null, firstOrderOnly: true, active: false });
  const codes = await request.post(`/api/admin/coupons/${welcome.coupon._id}/codes`, { headers: bearer(owner), data: { count: 20 } });
  expect(codes.ok(), await codes.text()).toBe(true);
  await loginAs(page, owner);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin?tab=coupons");
    await expect(page.getByTestId("coupon-row").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `admin-coupons-${width}`);
    await page.getByRole("button", { name: `Edit ${coupon.code}` }).click();
    await expect(page.getByRole("form", { name: `Edit ${coupon.code}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `admin-coupon-form-${width}`);
    await page.goto("/admin?tab=settings");
    const prepaid = page.getByRole("region", { name: "Prepaid offer" });
    await prepaid.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await prepaid.screenshot({ path: test.info().outputPath(`admin-prepaid-${width}.png`) });
  }
});
