import { dealerMessages } from "@vayu/shared/enquiries";
import { messages } from "@vayu/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage } from "../../test/storefront";

const thanks = dealerMessages.submitted.distributor;
const sent = { "POST /api/distributordealer": [201, { message: thanks }] } as const;
const declaration = /I hereby declare/;
const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** The distributor (or direct dealer) form, and how a visitor fills it in. */
async function openDealerForm(url = "/distributer") {
  const page = openPage(url);
  const submit = await screen.findByRole("button", { name: "Submit" });
  const fillForm = async () => {
    const { user, fill } = page;
    await user.selectOptions(field("State / Union Territory"), "Karnataka");
    await user.selectOptions(field("City"), "Mysuru");
    await fill(field("Firm Name"), "Mysuru Home Electricals");
    await user.selectOptions(field("Ownership"), "Partnership");
    await fill(field("Year of Establishment"), "2009");
    await fill(field("Pincode"), "570001");
    await fill(field("Address"), "21 Sayyaji Rao Road");
    await user.selectOptions(field("State"), "Karnataka");
    await fill(field("Contact Person"), "Kavya Rao");
    await fill(field("Designation"), "Partner");
    await fill(field("Mobile Number"), "9845012345");
    await fill(field("Email"), "kavya@mysuruhome.in");
    await user.selectOptions(field("Business Profile"), "Retailer");
    await fill(field("Business Establishment Year"), "2011");
    await fill(field("Investment (₹)"), "750000");
    await fill(field("Business Proposal"), "Two showrooms in Mysuru; we want to stock Vayu coolers.");
    await user.click(screen.getByLabelText(declaration));
  };
  return { ...page, submit, fillForm };
}

const cityChoices = () =>
  within(field("City"))
    .getAllByRole("option")
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

describe("the distributor and direct dealer enquiry forms", () => {
  it("keep Submit disabled until the declaration is ticked", async () => {
    fakeApi();
    const { user, submit } = await openDealerForm();
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(declaration));
    expect(submit).toBeEnabled();
    await user.click(screen.getByLabelText(declaration));
    expect(submit).toBeDisabled();
  });

  it("offer the chosen state's cities and clear the city when the state changes", async () => {
    fakeApi();
    const { user } = await openDealerForm();
    expect(field("City")).toBeDisabled();
    await user.selectOptions(field("State / Union Territory"), "Delhi");
    expect(cityChoices()).toEqual(["New Delhi", "Dwarka", "Vasant Kunj"]);
    await user.selectOptions(field("City"), "Dwarka");
    expect(field("City")).toHaveValue("Dwarka");
    await user.selectOptions(field("State / Union Territory"), "Ladakh");
    expect(field("City")).toHaveValue("");
    expect(cityChoices()).toEqual(["Leh", "Kargil"]);
  });

  it("offer all 36 states and union territories", async () => {
    fakeApi();
    await openDealerForm();
    const regions = within(field("State / Union Territory")).getAllByRole("option").filter((option) => (option as HTMLOptionElement).value);
    expect(regions).toHaveLength(36);
  });

  it("clear a field's error as it becomes valid", async () => {
    fakeApi();
    const { user, fill, submit, fillForm } = await openDealerForm();
    await fillForm();
    await fill(field("Mobile Number"), "1234567890");
    await user.click(submit);
    await waitFor(() => expect(field("Mobile Number")).toHaveAccessibleDescription(dealerMessages.mobileInvalid));
    await fill(field("Mobile Number"), "9845012345");
    await waitFor(() => expect(field("Mobile Number")).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(dealerMessages.mobileInvalid)).not.toBeInTheDocument();
  });

  it("send nothing while the browser's own check finds a required field blank", async () => {
    const { writes } = fakeApi(sent);
    const { user, fill, submit, fillForm } = await openDealerForm();
    await fillForm();
    await fill(field("Firm Name"), "");
    await user.click(submit);
    expect(field("Firm Name")).toBeInvalid();
    expect(writes()).toEqual([]);
  });

  it("send nothing with an establishment year in the future (the field's max), until it is corrected", async () => {
    const { writes } = fakeApi(sent);
    const { user, fill, submit, fillForm } = await openDealerForm("/directdealer");
    await fillForm();
    await fill(field("Business Establishment Year"), String(new Date().getFullYear() + 1));
    await user.click(submit);
    expect(field("Business Establishment Year")).toBeInvalid();
    expect(writes()).toEqual([]);
    await fill(field("Business Establishment Year"), "2011");
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Enquiry received" })).toBeInTheDocument();
  });

  it("show the investment as rupees as it is typed", async () => {
    fakeApi();
    const { fill } = await openDealerForm();
    await fill(field("Investment (₹)"), "750000");
    expect(await screen.findByText("₹7,50,000.00")).toBeInTheDocument();
  });

  it("send a distributor enquiry, confirm it and offer to send another, blank", async () => {
    const { writes } = fakeApi(sent);
    const { user, submit, fillForm } = await openDealerForm();
    await fillForm();
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Enquiry received" })).toBeInTheDocument();
    expect(screen.getAllByText(thanks).length).toBeGreaterThan(0);
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.body).toMatchObject({
      type: "distributor",
      selectedUT: "Karnataka",
      selectedCity: "Mysuru",
      establishment: 2009,
      investment: 750000,
      mobile: "9845012345",
      declaration: true,
    });
    await user.click(screen.getByRole("button", { name: "Send another enquiry" }));
    expect(field("Firm Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  it("send a direct dealer enquiry with its type and the 10 digits of a +91 number", async () => {
    const { writes } = fakeApi({ "POST /api/distributordealer": [201, { message: dealerMessages.submitted.dealer }] });
    const { user, fill, submit, fillForm } = await openDealerForm("/directdealer");
    await fillForm();
    await fill(field("Mobile Number"), "+91 98450 12345");
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Enquiry received" })).toBeInTheDocument();
    expect(writes()[0]?.body).toMatchObject({ type: "dealer", mobile: "9845012345" });
  });

  it("show the server's refusal above the form and keep what was typed", async () => {
    fakeApi({ "POST /api/distributordealer": [500, {}] });
    const { user, submit, fillForm } = await openDealerForm();
    await fillForm();
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.contact.failed);
    expect(field("Firm Name")).toHaveValue("Mysuru Home Electricals");
    expect(screen.queryByRole("heading", { name: "Enquiry received" })).not.toBeInTheDocument();
  });
});
