import { sampleAddress } from "@vayu/shared/testing";
import { extractText, getDocumentProxy } from "unpdf";
import { loginAs, registerShopper } from "../auth";
import { expect, test } from "../fixtures";
import { fillCart, openCheckout, purchaseViaApi } from "./checkout-helpers";

// A paid order through the sandbox and a PDF take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Issue 35's "done when": a business buyer's invoice shows their GSTIN as B2B (docs/decisions/315-business-buyers.md).
test("a business buyer gives a GSTIN at checkout and gets a B2B tax invoice naming it", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Anil Rao");
  await fillCart(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  for (const [label, value] of Object.entries({
    "Full Name": "Anil Rao",
    "Mobile Number": sampleAddress.mobile,
    Address: sampleAddress.address,
    City: sampleAddress.city,
    State: sampleAddress.state,
    "Zip Code": sampleAddress.zipCode,
  }))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByText("Buying for a business?").click();
  await dialog.getByLabel("Business name").fill("Kaveri Traders LLP");
  await dialog.getByLabel("GSTIN").fill("29AAPFU0939F1ZV");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(dialog.getByText("GSTIN's check character does not match.")).toBeVisible();
  await dialog.getByLabel("GSTIN").fill("29AAPFU0939F1ZR");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("New address added successfully")).toBeVisible();
  await expect(page.getByText("Kaveri Traders LLP · GSTIN 29AAPFU0939F1ZR").first()).toBeVisible();

  const headers = { Authorization: `Bearer ${shopper.token}` };
  const { addresses } = (await (await request.get("/api/address", { headers })).json()) as { addresses: { _id: string }[] };
  await purchaseViaApi(request, shopper, addresses[0]!._id);
  const { orders } = (await (await request.get("/api/order", { headers })).json()) as { orders: { _id: string }[] };
  const invoice = await request.get(`/api/order/${orders[0]!._id}/invoice`, { headers });
  expect(invoice.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await invoice.body())), { mergePages: true });
  for (const expected of ["Kaveri Traders LLP", "GSTIN: 29AAPFU0939F1ZR", "Supply type B2B (registered buyer)", "Karnataka (29)"])
    expect(text).toContain(expected);
});
