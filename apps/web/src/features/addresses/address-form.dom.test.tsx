import type { AddressType } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { sampleAddress } from "@vayu/shared/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartOf, fakeApi, openPage, product, signIn, type Answers } from "../../test/storefront";

const savedHome: AddressType = { ...sampleAddress, _id: "4b0a3c1e-0000-4000-8000-00000000d001", isDefault: false };

/** The fields of the form the shopper types in, by label. */
const typed = {
  "Full Name": sampleAddress.name,
  "Mobile Number": sampleAddress.mobile,
  Address: sampleAddress.address,
  City: sampleAddress.city,
  State: sampleAddress.state,
  "Zip Code": sampleAddress.zipCode,
  "Landmark (optional)": sampleAddress.landmark,
};

/** The Add New Address form opened at checkout by a shopper with no address yet. */
async function openAddressForm(more: Answers = {}) {
  signIn();
  const api = fakeApi({
    "GET /api/cart": [200, { cart: cartOf([{ product: product(1), quantity: 1 }]) }],
    "GET /api/address": [200, { addresses: [], lastUsed: null }],
    ...more,
  });
  const page = openPage("/checkoutPage");
  await page.user.click(await screen.findByRole("button", { name: /Add New Address/ }));
  const form = await screen.findByRole("form", { name: "New address" });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  const fillAll = async (values: Partial<typeof typed> = {}) => {
    for (const [label, value] of Object.entries({ ...typed, ...values })) await page.fill(field(label), value);
  };
  const submit = within(form).getByRole("button", { name: "Add Address" });
  return { ...api, ...page, form, field, fillAll, submit };
}

describe("the address form", () => {
  it("says all fields are required once, above the form, and names each blank one under it", async () => {
    const { user, field, submit, writes } = await openAddressForm();
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.address.allRequired);
    for (const label of ["Full Name", "Mobile Number", "Address", "City", "State", "Zip Code"])
      expect(field(label)).toHaveAccessibleDescription(`${label} is required.`);
    expect(field("Landmark (optional)")).not.toHaveAttribute("aria-invalid");
    expect(writes()).toEqual([]);
  });

  it("clears a field's hint as it is filled in, and the message above once none is blank", async () => {
    const { user, field, submit, fill } = await openAddressForm();
    await user.click(submit);
    await screen.findByRole("alert");
    await user.type(field("Full Name"), "P");
    await waitFor(() => expect(field("Full Name")).not.toHaveAttribute("aria-invalid"));
    expect(field("City")).toHaveAccessibleDescription("City is required.");
    for (const [label, value] of Object.entries(typed)) await fill(field(label), value);
    await waitFor(() => expect(screen.queryByText(messages.address.allRequired)).not.toBeInTheDocument());
  });

  it("refuses a zip code that is not 5 or 6 digits, under the field", async () => {
    const { user, field, submit, fillAll, writes } = await openAddressForm();
    await fillAll({ "Zip Code": "5600" });
    await user.click(submit);
    await waitFor(() => expect(field("Zip Code")).toHaveAccessibleDescription(messages.address.invalidZip));
    expect(writes()).toEqual([]);
  });

  it("refuses a mobile number that is not 10 digits", async () => {
    const { user, field, submit, fillAll } = await openAddressForm();
    await fillAll({ "Mobile Number": "98765" });
    await user.click(submit);
    await waitFor(() => expect(field("Mobile Number")).toHaveAccessibleDescription(messages.contact.mobileInvalid));
  });

  it("saves the address, says so, and checkout delivers to it", async () => {
    let addresses: AddressType[] = [];
    const { user, submit, fillAll, writes } = await openAddressForm({
      "POST /api/address": () => {
        addresses = [savedHome];
        return [201, { address: savedHome }];
      },
      "GET /api/address": () => [200, { addresses, lastUsed: null }],
    });
    await fillAll();
    await user.click(submit);
    expect(await screen.findByText(messages.address.added)).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "POST", path: "/api/address", body: { ...sampleAddress, country: "India", businessName: "", gstin: "" } },
    ]);
    await waitFor(() => expect(screen.getByRole("radio", { name: new RegExp(sampleAddress.name) })).toBeChecked());
  });

  it("takes a business buyer's name and GSTIN, checking the GSTIN's check character before it posts", async () => {
    const { user, field, submit, fillAll, writes } = await openAddressForm({
      "POST /api/address": [201, { address: { ...savedHome, businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" } }],
    });
    await fillAll();
    await user.click(screen.getByText("Buying for a business?"));
    await user.type(field("Business name"), "Kaveri Traders LLP");
    await user.type(field("GSTIN"), "29AAPFU0939F1ZV");
    await user.click(submit);
    expect(field("GSTIN")).toHaveAccessibleDescription("GSTIN's check character does not match.");
    expect(writes()).toEqual([]);
    await user.clear(field("GSTIN"));
    await user.type(field("GSTIN"), "29aapfu0939f1zr");
    await user.click(submit);
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: "POST",
          path: "/api/address",
          body: { ...sampleAddress, country: "India", businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" },
        },
      ]),
    );
  });

  it("shows the server's refusal of one field under it", async () => {
    const { user, field, submit, fillAll } = await openAddressForm({
      "POST /api/address": [400, { message: "We do not deliver to this pincode.", field: "zipCode" }],
    });
    await fillAll();
    await user.click(submit);
    await waitFor(() => expect(field("Zip Code")).toHaveAccessibleDescription("We do not deliver to this pincode."));
    expect(await screen.findByText(messages.address.addFailed)).toBeInTheDocument();
  });

  it("keeps what was typed and says the address was not added when the API fails", async () => {
    const { user, field, submit, fillAll } = await openAddressForm({ "POST /api/address": [500, {}] });
    await fillAll();
    await user.click(submit);
    expect(await screen.findByText(messages.address.addFailed)).toBeInTheDocument();
    expect(field("City")).toHaveValue(sampleAddress.city);
  });
});
