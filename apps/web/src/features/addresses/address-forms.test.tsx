import { messages } from "@vayu/shared/messages";
import { sampleAddress } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { markupOf, post, recordingRenderer, shopper, valueOf, visit, type ApiCall } from "../../test/page-renderer";

const saved = { _id: "addr-1", ...sampleAddress, isDefault: false };

/** The shopper's address book as the API keeps it, and its answers to the address calls. */
function addressApi(call: ApiCall) {
  if (call.path === "/api/address" && call.method === "GET") return { status: 200, body: { addresses: [saved], lastUsed: null } };
  if (call.path === "/api/address" || call.path === `/api/address/${saved._id}`) {
    if (call.method === "DELETE") return { status: 200, body: { message: messages.address.deleted } };
    return { status: call.method === "POST" ? 201 : 200, body: { address: { ...saved, ...(call.body as object) } } };
  }
  if (call.path === `/api/address/${saved._id}/default`)
    return { status: 200, body: { address: { ...saved, isDefault: true }, message: messages.account.defaultAddressSet } };
  return undefined;
}

const typed = { ...sampleAddress, landmark: "" };

/** The account page from its address form or question on (the profile form above has a `name` too). */
const addressPart = (html: string) => {
  const markup = markupOf(html);
  return markup.slice(markup.indexOf('id="address-form"'));
};

describe("the address forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("adds an address and comes back to the account page with the toast", async () => {
    const { render, writes } = recordingRenderer(addressApi);
    const page = await render(post("/account?address=new", { intent: "address-save", returnTo: "/account", ...typed }, shopper));
    expect(writes()).toEqual([{ method: "POST", path: "/api/address", body: { ...typed, businessName: "", gstin: "" } }]);
    expect(page).toMatchObject({ status: 303, location: "/account", flash: { kind: "success", message: messages.address.added } });
  });

  it("takes a business buyer's name and GSTIN as typed, the GSTIN normalised (docs/decisions/315-business-buyers.md)", async () => {
    const { render, writes } = recordingRenderer(addressApi);
    await render(
      post("/account?address=new", { intent: "address-save", returnTo: "/account", ...typed, businessName: "Kaveri Traders LLP", gstin: "29aapfu0939f1zr" }, shopper),
    );
    expect(writes()).toEqual([
      { method: "POST", path: "/api/address", body: { ...typed, businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" } },
    ]);
  });

  it("updates the address named by the form", async () => {
    const { render, writes } = recordingRenderer(addressApi);
    const page = await render(
      post(`/account?address=${saved._id}`, { intent: "address-save", addressId: saved._id, returnTo: "/account", ...typed, city: "Mysuru" }, shopper),
    );
    expect(writes()).toEqual([
      { method: "PUT", path: `/api/address/${saved._id}`, body: { ...typed, city: "Mysuru", businessName: "", gstin: "" } },
    ]);
    expect(page.flash).toEqual({ kind: "success", message: messages.address.updated });
  });

  it("shows each field's problem by the shared schema, with what was typed", async () => {
    const { render, writes } = recordingRenderer(addressApi);
    const page = await render(
      post("/account?address=new", { intent: "address-save", ...typed, city: "", zipCode: "5600", mobile: "98765" }, shopper),
    );
    expect(page.status).toBe(200);
    expect(writes()).toEqual([]);
    const markup = addressPart(page.html);
    expect(markup).toContain(messages.address.allRequired);
    expect(markup).toContain("City is required.");
    expect(markup).toContain(messages.address.invalidZip);
    expect(markup).toContain(messages.contact.mobileInvalid);
    expect(valueOf(markup, "name")).toBe(sampleAddress.name);
    expect(valueOf(markup, "zipCode")).toBe("5600");
    expect(valueOf(markup, "city")).toBe("");
  });

  it("shows the server's refusal of a field under it, and that the address was not added", async () => {
    const { render } = recordingRenderer((call) =>
      call.method === "POST" && call.path === "/api/address"
        ? { status: 400, body: { message: "We could not find this pincode. Please check it and try again.", field: "zipCode" } }
        : addressApi(call),
    );
    const page = await render(post("/account?address=new", { intent: "address-save", ...typed, zipCode: "999999" }, shopper));
    const markup = addressPart(page.html);
    expect(markup).toContain("We could not find this pincode. Please check it and try again.");
    expect(markup).toContain(messages.address.addFailed);
    expect(valueOf(markup, "zipCode")).toBe("999999");
  });

  it("deletes and makes default, each with the script's toast", async () => {
    const { render, writes } = recordingRenderer(addressApi);
    const deleted = await render(post("/account", { intent: "address-delete", addressId: saved._id, returnTo: "/account" }, shopper));
    expect(deleted).toMatchObject({ status: 303, location: "/account", flash: { message: messages.address.deleted } });
    const chosen = await render(post("/account", { intent: "address-default", addressId: saved._id, returnTo: "/checkoutPage" }, shopper));
    expect(chosen).toMatchObject({ status: 303, location: "/checkoutPage", flash: { message: messages.account.defaultAddressSet } });
    expect(writes()).toEqual([
      { method: "DELETE", path: `/api/address/${saved._id}`, body: undefined },
      { method: "POST", path: `/api/address/${saved._id}/default`, body: undefined },
    ]);
  });

  it("says a delete failed", async () => {
    const { render } = recordingRenderer(() => ({ status: 500, body: { message: "down" } }));
    const page = await render(post("/account", { intent: "address-delete", addressId: saved._id }, shopper));
    expect(page).toMatchObject({ status: 303, location: "/account", flash: { kind: "error", message: messages.address.deleteFailed } });
  });

  it("sends a shopper whose session ended to log in and back", async () => {
    const { render } = recordingRenderer(() => ({ status: 401, body: { message: "Please log in." } }));
    const page = await render(post("/account", { intent: "address-save", ...typed, returnTo: "/account" }, shopper));
    expect(page).toMatchObject({ status: 303, location: "/login?redirect=%2Faccount", flash: { message: messages.auth.loginRequired } });
  });

  it("shows on the account page the form and the question the script opens as dialogs", async () => {
    const { render } = recordingRenderer(addressApi);
    const adding = addressPart((await render(visit("/account?address=new", shopper))).html);
    expect(adding).toContain('id="address-form"');
    expect(adding).toContain("Add New Address</h3>");
    expect(valueOf(adding, "country")).toBe("India");

    const editing = addressPart((await render(visit(`/account?address=${saved._id}`, shopper))).html);
    expect(editing).toContain("Edit Address</h3>");
    expect(valueOf(editing, "addressId")).toBe(saved._id);
    expect(valueOf(editing, "city")).toBe(sampleAddress.city);

    const deleting = addressPart((await render(visit(`/account?delete-address=${saved._id}`, shopper))).html);
    expect(deleting).toContain("Delete this address?</h3>");
    expect(valueOf(deleting, "intent")).toBe("address-delete");

    const book = markupOf((await render(visit("/account", shopper))).html);
    expect(book).not.toContain('id="address-form"');
    // Add New Address leads to the form on the page before the script is live.
    expect(book).toContain('action="/account#address-form"');
  });
});
