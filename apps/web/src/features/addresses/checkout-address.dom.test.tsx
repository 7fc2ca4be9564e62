import type { AddressType } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { sampleAddress } from "@vayu/shared/testing";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartOf, fakeApi, openPage, product, signIn, type Answers } from "../../test/storefront";

/** A saved address named after where it is. */
const saved = (id: string, isDefault = false): AddressType => ({
  ...sampleAddress,
  _id: `4b0a3c1e-0000-4000-8000-00000000d00${id.length}`,
  name: `${id[0]?.toUpperCase()}${id.slice(1)} address`,
  landmark: "",
  isDefault,
});
const home = saved("home");
const office = saved("office");
const gift = saved("gift-box");

/** Checkout of a one-line cart, the shopper's address book listed as GET /address lists it (default first, then newest first). */
function openCheckout(addresses: AddressType[], lastUsed: string | null, more: Answers = {}) {
  signIn();
  const api = fakeApi({
    "GET /api/cart": [200, { cart: cartOf([{ product: product(1), quantity: 1 }]) }],
    "GET /api/address": [200, { addresses, lastUsed }],
    ...more,
  });
  return { ...api, ...openPage("/checkoutPage") };
}

const radioOf = (address: AddressType) => screen.getByRole("radio", { name: new RegExp(address.name) });

describe("the address checkout chooses (docs/decisions/201-checkout-address-choice.md)", () => {
  it("is the shopper's default even when an order went elsewhere", async () => {
    openCheckout([{ ...office, isDefault: true }, gift, home], gift._id);
    await waitFor(() => expect(radioOf(office)).toBeChecked());
    expect(radioOf(gift)).not.toBeChecked();
  });

  it("is, without a default, the one the latest order went to", async () => {
    openCheckout([gift, office, home], office._id);
    await waitFor(() => expect(radioOf(office)).toBeChecked());
  });

  it("is, with neither, the first one saved, not the newest", async () => {
    openCheckout([gift, office, home], null);
    await waitFor(() => expect(radioOf(home)).toBeChecked());
    expect(radioOf(gift)).not.toBeChecked();
  });

  it("is the first one saved when the last order's address was deleted since", async () => {
    openCheckout([gift, office, home], "4b0a3c1e-0000-4000-8000-0000000000ff");
    await waitFor(() => expect(radioOf(home)).toBeChecked());
  });

  it("is what the shopper picks instead", async () => {
    const { user } = openCheckout([gift, office, home], null);
    await waitFor(() => expect(radioOf(home)).toBeChecked());
    await user.click(radioOf(gift));
    expect(radioOf(gift)).toBeChecked();
    expect(radioOf(home)).not.toBeChecked();
    expect(screen.getByText(/Delivering to/)).toHaveTextContent(`Delivering to ${gift.name}`);
  });

  it("offers to add the first address when the shopper has none", async () => {
    openCheckout([], null);
    expect(await screen.findByText("No saved addresses yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add New Address/ })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Choose a delivery address" })).not.toBeInTheDocument();
  });

  it("says the addresses could not be fetched when the API fails", async () => {
    openCheckout([], null, { "GET /api/address": [500, {}] });
    expect(await screen.findByText(messages.address.fetchFailed)).toBeInTheDocument();
  });
});
