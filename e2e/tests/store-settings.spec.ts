import type { APIRequestContext } from "@playwright/test";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { loginAs, staffLogin, type Shopper } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { addToCartViaApi } from "./cart-helpers";
import { cheapProduct, inr } from "./checkout-helpers";

// The staff console is the script's (its forms have no server actions): its journeys act once it is live.
test.use({ hydrationWait: true });

const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

/** The demo's identity and fees again, for the specs that run after this one in the same store. */
async function restoreDemoSettings(request: APIRequestContext, owner: Shopper) {
  const { storeName, gstin, phones, deliveryFee, freeDeliveryAbove } = defaultStoreProfile;
  const response = await request.patch("/api/admin/settings", {
    headers: bearer(owner),
    data: { storeName, gstin, phones, deliveryFee, freeDeliveryAbove },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("the owner sets the store's name, GSTIN, phone and a ₹40 delivery fee free from ₹999; the footer, a product page and the cart show them", async ({
  page,
  request,
  pageErrors,
}) => {
  // The check character is the server's check: the wrong one below is its 400.
  pageErrors.allow(/HTTP 400 PATCH \/api\/admin\/settings/);
  const owner = await staffLogin(request);
  const regulator = await cheapProduct(request, owner);
  try {
    await loginAs(page, owner);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/admin?tab=settings");
    const identity = page.getByRole("region", { name: "Identity & GST" });
    await identity.getByRole("textbox", { name: "Store name" }).fill("Sharma Electricals");
    // A wrong check character is refused in words, before anything is saved.
    await identity.getByRole("textbox", { name: "GSTIN" }).fill("06AAKCS5678Q1ZC");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("GSTIN's check character does not match.")).toBeVisible();
    await identity.getByRole("textbox", { name: "GSTIN" }).fill("06AAKCS5678Q1ZB");
    await page.getByRole("textbox", { name: "Phone numbers (one a line)" }).fill("+91 99887 76655");
    const fees = page.getByRole("region", { name: "Delivery & COD fees" });
    await fees.getByRole("textbox", { name: "Delivery fee (₹)" }).fill("40");
    await fees.getByRole("textbox", { name: "Free delivery from (₹, empty for never)" }).fill("999");
    await expectNoHorizontalScroll(page);
    // The toast follows the save's answer, which a loaded machine can take seconds to give.
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/settings") && r.request().method() === "PATCH");
    await page.getByRole("button", { name: "Save settings" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Settings saved. Every page shows them now.")).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product/${regulator._id}`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Sharma Electricals\. All rights reserved\./)).toBeVisible();
    await expect(footer.getByText("06AAKCS5678Q1ZB")).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 99887 76655" }).first()).toBeVisible();
    await expect(page.getByText("₹40 delivery, free from ₹999").first()).toBeVisible();
    await expect(page).toHaveTitle(`${regulator.title} | Sharma Electricals`);

    await addToCartViaApi(request, owner, regulator._id, 1);
    await page.goto("/cart");
    await expect(page.getByTestId("summary-shipping")).toContainText(inr(40));
    await expect(page.getByTestId("summary-total")).toContainText(inr(489));
  } finally {
    await request.delete(`/api/cart/remove/${regulator._id}`, { headers: bearer(owner) });
    await restoreDemoSettings(request, owner);
  }
});
