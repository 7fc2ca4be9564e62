import { sampleAddress } from "@vayu/shared/testing";
import { type Page } from "@playwright/test";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { fillCart, openCheckout, saveAddress } from "./checkout-helpers";

// Journeys through payment and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const RAHUL = {
  "Full Name": "Rahul Sharma",
  "Mobile Number": "9123456780",
  Address: "Plot 7, Sector 21",
  City: "Gurugram",
  State: "Haryana",
  "Zip Code": "122016",
};

async function fillAddressForm(page: Page, values: Record<string, string>) {
  const form = page.getByRole("dialog");
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Delete, then Delete again in the confirmation. */
async function confirmDelete(page: Page, name: string) {
  await page.getByRole("button", { name: `Delete address of ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete this address?" }).getByRole("button", { name: "Delete", exact: true }).click();
}

/** The saved addresses offered at checkout (the payment step has radios of its own). */
const addressChoices = (page: Page) => page.getByRole("region", { name: /Delivery Address/ }).getByRole("radio");

test("a shopper adds, edits and deletes delivery addresses", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await expect(page.getByText("No saved addresses yet")).toBeVisible();

  await page.getByRole("button", { name: "Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  await expect(dialog).toBeVisible();

  // The form's own checks (all fields required, zip code, mobile) are component tests:
  // apps/web/src/features/addresses/address-form.dom.test.tsx.
  await fillAddressForm(page, {
    "Full Name": sampleAddress.name,
    Address: sampleAddress.address,
    City: sampleAddress.city,
    State: sampleAddress.state,
    "Mobile Number": sampleAddress.mobile,
    "Zip Code": sampleAddress.zipCode,
  });
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("New address added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const home = page.getByRole("radio", { name: /Priya Sharma/ });
  await expect(home).toBeChecked();
  // The landmark was left empty: it reads N/A.
  await expect(page.getByRole("listitem").filter({ has: home })).toContainText("Landmark: N/A");

  // The form was reset: adding again starts empty, with India as the country.
  await page.getByRole("button", { name: "Add New Address" }).click();
  await expect(dialog.getByLabel("Full Name", { exact: true })).toHaveValue("");
  await expect(dialog.getByLabel("Country", { exact: true })).toHaveValue("India");
  await fillAddressForm(page, { ...RAHUL, "Landmark (optional)": "Opposite City Park" });
  // Let the first toast go so the next one is surely the second address's.
  await expect(page.getByText("New address added successfully")).toBeHidden();
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("New address added successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Rahul Sharma/ })).toBeChecked();

  await page.getByRole("button", { name: "Edit address of Priya Sharma" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Address" });
  await expect(editor.getByLabel("City", { exact: true })).toHaveValue("Bengaluru");
  await editor.getByLabel("City", { exact: true }).fill("Mysuru");
  await editor.getByLabel("Zip Code", { exact: true }).fill("570001");
  await editor.getByRole("button", { name: "Update Address" }).click();
  await expect(page.getByText("Address updated successfully")).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("radio", { name: /Priya Sharma/ })).toHaveAccessibleName(
    /Mysuru, Karnataka – 570001/,
  );

  await confirmDelete(page, "Rahul Sharma");
  await expect(page.getByText("Address deleted successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Rahul Sharma/ })).toHaveCount(0);
  // The remaining address becomes the choice.
  await expect(page.getByRole("radio", { name: /Priya Sharma/ })).toBeChecked();

  await page.reload();
  await expect(addressChoices(page)).toHaveCount(1);
});

test("an address takes a mobile number pasted with +91 and spaces, and a PIN code with a space", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  await fillAddressForm(page, { ...RAHUL, "Mobile Number": "" });
  await dialog.getByLabel("Mobile Number", { exact: true }).focus();
  await page.keyboard.insertText("+91 91234 56780");
  await dialog.getByLabel("Zip Code").fill("");
  await dialog.getByLabel("Zip Code").focus();
  await page.keyboard.insertText("110 001");
  await expect(dialog.getByLabel("Zip Code")).toHaveValue("110 001");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("New address added successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Rahul Sharma/ })).toHaveAccessibleName(/9123456780/);
  await expect(page.getByRole("radio", { name: /Rahul Sharma/ })).toHaveAccessibleName(/110001/);
});

test("deleting an address asks first", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  const deletes: string[] = [];
  page.on("request", (r) => r.method() === "DELETE" && deletes.push(r.url()));

  const remove = page.getByRole("button", { name: "Delete address of Priya Sharma" });
  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(confirm).toContainText("Priya Sharma");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole("radio", { name: /Priya Sharma/ })).toBeChecked();
  expect(deletes).toEqual([]);

  await remove.click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Address deleted successfully")).toBeVisible();
  await expect(addressChoices(page)).toHaveCount(0);
  expect(deletes).toHaveLength(1);
});

test("address requests that fail show the store's messages", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 500 (GET|POST|PUT|DELETE) \/api\/address/); // the address API made to fail
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);

  await page.route("**/api/address", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  // Reached by a client-side link: the server reads the addresses of the page it renders itself.
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Failed to fetch addresses")).toBeVisible();
  await expect(addressChoices(page)).toHaveCount(0);

  await page.unroute("**/api/address");
  await page.reload();
  await expect(page.getByRole("radio", { name: /Priya Sharma/ })).toBeChecked();

  await page.route("**/api/address/*", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  await confirmDelete(page, "Priya Sharma");
  await expect(page.getByText("Failed to delete address.")).toBeVisible();
  await page.getByRole("button", { name: "Edit address of Priya Sharma" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Update Address" }).click();
  await expect(page.getByText("Failed to update address.")).toBeVisible();
  // A failed save keeps the modal open with what the shopper typed.
  await expect(page.getByRole("dialog", { name: "Edit Address" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await page.route("**/api/address", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { message: "down" } })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Add New Address" }).click();
  await fillAddressForm(page, RAHUL);
  await page.getByRole("dialog").getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("Failed to add address.")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Full Name", { exact: true })).toHaveValue("Rahul Sharma");
});

test("the address modal is accessible", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  await expectAccessible(page);
});

test("an Indian pincode fills the city and state, and one that does not exist is refused", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 404 GET \/api\/pincode\/999999$/, /^HTTP 400 POST \/api\/address$/); // the PIN code that does not exist
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  await fillAddressForm(page, { "Full Name": "Meera Iyer", "Mobile Number": "9988776655", Address: "14 FC Road" });
  await dialog.getByLabel("Zip Code", { exact: true }).fill("411001");
  await expect(dialog.getByLabel("City", { exact: true })).toHaveValue("Pune");
  await expect(dialog.getByLabel("State", { exact: true })).toHaveValue("Maharashtra");

  // What the shopper types stays theirs when the pincode changes.
  await dialog.getByLabel("City", { exact: true }).fill("Shivajinagar");
  await dialog.getByLabel("Zip Code", { exact: true }).fill("999999");
  await dialog.getByRole("button", { name: "Add Address" }).click();
  await expect(dialog.getByText("We could not find this pincode. Please check it and try again.")).toBeVisible();
  await expect(dialog.getByLabel("City", { exact: true })).toHaveValue("Shivajinagar");
});
