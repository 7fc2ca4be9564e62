import { messages } from "@vayu/shared/messages";
import { sampleContactEnquiry } from "@vayu/shared/testing";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage } from "../../test/storefront";

/** Each field's label and the catalogue's message when it is left empty (docs/product/messages.md "Enquiries"). */
const required = {
  Name: messages.contact.nameRequired,
  Email: messages.contact.emailRequired,
  "Mobile Number": messages.contact.mobileRequired,
  City: messages.contact.cityRequired,
  State: messages.contact.stateRequired,
  Enquire: messages.contact.enquireRequired,
} as const;

const sent = { "POST /api/contact": [201, { message: messages.contact.submitted }] } as const;
const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function openContact() {
  const page = openPage("/contact");
  const submit = await screen.findByRole("button", { name: "Submit Enquiry" });
  const fillForm = async (values: Partial<typeof sampleContactEnquiry> = {}) => {
    const enquiry = { ...sampleContactEnquiry, ...values };
    const typed = { Name: enquiry.name, Email: enquiry.email, "Mobile Number": enquiry.mobileNumber, City: enquiry.city, State: enquiry.state, Enquire: enquiry.enquire };
    for (const [label, value] of Object.entries(typed)) await page.fill(field(label), value);
  };
  return { ...page, submit, fillForm };
}

describe("the contact enquiry form", () => {
  it("shows every field's error together on an empty submit and sends nothing", async () => {
    const { writes } = fakeApi();
    const { user, submit } = await openContact();
    await user.click(submit);
    for (const [label, message] of Object.entries(required))
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
    for (const label of Object.keys(required)) expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toEqual([]);
  });

  it("clears each error as its field becomes valid and keeps the others", async () => {
    fakeApi();
    const { user, submit } = await openContact();
    await user.click(submit);
    await waitFor(() => expect(field("Name")).toHaveAttribute("aria-invalid", "true"));
    await user.type(field("Name"), "Rohan Mehta");
    await waitFor(() => expect(field("Name")).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(messages.contact.nameRequired)).not.toBeInTheDocument();
    expect(field("City")).toHaveAccessibleDescription(messages.contact.cityRequired);
    await user.type(field("City"), "Pune");
    await waitFor(() => expect(screen.queryByText(messages.contact.cityRequired)).not.toBeInTheDocument());
    expect(field("Enquire")).toHaveAccessibleDescription(messages.contact.enquireRequired);
  });

  it("says a mobile number of fewer than 10 digits must be 10 digits, until it is", async () => {
    fakeApi();
    const { user, submit, fillForm } = await openContact();
    await fillForm({ mobileNumber: "98765" });
    await user.click(submit);
    await waitFor(() => expect(field("Mobile Number")).toHaveAccessibleDescription(messages.contact.mobileInvalid));
    await user.type(field("Mobile Number"), "43210");
    await waitFor(() => expect(screen.queryByText(messages.contact.mobileInvalid)).not.toBeInTheDocument());
  });

  it("says an e-mail address without a domain is invalid", async () => {
    const { writes } = fakeApi();
    const { user, submit, fillForm } = await openContact();
    await fillForm({ email: "rohan@example" });
    await user.click(submit);
    await waitFor(() => expect(field("Email")).toHaveAccessibleDescription(messages.contact.emailInvalid));
    expect(writes()).toEqual([]);
  });

  it("sends the enquiry, toasts nothing wrong and goes home", async () => {
    const { writes } = fakeApi(sent);
    const { user, submit, fillForm, router } = await openContact();
    await fillForm();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(writes()).toEqual([{ method: "POST", path: "/api/contact", body: sampleContactEnquiry }]);
  });

  it("sends the 10 digits of a number typed with +91 and spaces", async () => {
    const { writes } = fakeApi(sent);
    const { user, submit, fillForm, router } = await openContact();
    await fillForm({ mobileNumber: "+91 98765 43210" });
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(writes()[0]?.body).toMatchObject({ mobileNumber: "9876543210" });
  });

  it("shows the server's refusal above the form, keeps what was typed and lets the visitor retry", async () => {
    const limited = "Too many attempts. Please wait 600 seconds and try again.";
    fakeApi({ "POST /api/contact": [429, { message: limited }] });
    const { user, submit, fillForm, router } = await openContact();
    await fillForm();
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(limited);
    expect(submit).toBeEnabled();
    expect(field("City")).toHaveValue(sampleContactEnquiry.city);
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("falls back to the catalogue's message when the server gives none", async () => {
    fakeApi({ "POST /api/contact": [500, {}] });
    const { user, submit, fillForm } = await openContact();
    await fillForm();
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.contact.failed);
  });
});
