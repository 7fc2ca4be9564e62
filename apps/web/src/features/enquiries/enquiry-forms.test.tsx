import { dealerMessages } from "@vayu/shared/enquiries";
import { citiesOf } from "@vayu/shared/india-states";
import { messages } from "@vayu/shared/messages";
import { sampleContactEnquiry, sampleDealerEnquiry } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { markupOf, post, recordingRenderer, valueOf } from "../../test/page-renderer";

const thanks = dealerMessages.submitted.distributor;
const enquiryApi = () =>
  recordingRenderer((call) => {
    if (call.path === "/api/contact") return { status: 201, body: { message: messages.contact.submitted } };
    if (call.path === "/api/distributordealer") return { status: 201, body: { message: thanks } };
    return undefined;
  });

/** The distributor form as a browser posts it: every value as text, the ticked declaration as "on". */
const { type: _type, declaration: _declaration, ...dealerFields } = sampleDealerEnquiry;
const dealerForm = {
  ...Object.fromEntries(Object.entries(dealerFields).map(([name, value]) => [name, String(value)])),
  declaration: "on",
  returnTo: "/distributer",
};

describe("the enquiry forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("sends a contact enquiry and goes home with the toast the script shows", async () => {
    const { render, writes } = enquiryApi();
    const page = await render(post("/contact", { ...sampleContactEnquiry, returnTo: "/contact" }));
    expect(writes()).toEqual([{ method: "POST", path: "/api/contact", body: sampleContactEnquiry }]);
    expect(page).toMatchObject({ status: 303, location: "/", flash: { kind: "success", message: messages.contact.submitted } });
  });

  it("shows every problem of a contact enquiry under its field, with what was typed", async () => {
    const { render, writes } = enquiryApi();
    const page = await render(post("/contact", { ...sampleContactEnquiry, mobileNumber: "98765", email: "", enquire: "" }));
    expect(writes()).toEqual([]);
    const markup = markupOf(page.html);
    for (const message of [messages.contact.mobileInvalid, messages.contact.emailRequired, messages.contact.enquireRequired])
      expect(markup).toContain(message);
    expect(valueOf(markup, "name")).toBe(sampleContactEnquiry.name);
    expect(valueOf(markup, "mobileNumber")).toBe("98765");
  });

  it("shows the server's refusal of a contact enquiry above the form", async () => {
    const { render } = recordingRenderer(() => ({ status: 500, body: {} }));
    const page = await render(post("/contact", sampleContactEnquiry));
    expect(markupOf(page.html)).toContain(messages.contact.failed);
    expect(valueOf(page.html, "city")).toBe(sampleContactEnquiry.city);
  });

  it("sends a distributor enquiry and comes back with the server's thanks", async () => {
    const { render, writes } = enquiryApi();
    const page = await render(post("/distributer", dealerForm));
    expect(writes()).toEqual([{ method: "POST", path: "/api/distributordealer", body: sampleDealerEnquiry }]);
    expect(page).toMatchObject({ status: 303, location: "/distributer", flash: { kind: "success", message: thanks } });
  });

  it("refuses a dealer enquiry without a city and offers the cities of the chosen state", async () => {
    const { render, writes } = enquiryApi();
    const page = await render(post("/directdealer", { ...dealerForm, selectedCity: "" }));
    expect(writes()).toEqual([]);
    const markup = markupOf(page.html);
    expect(markup).toContain(dealerMessages.cityRequired);
    for (const city of citiesOf(sampleDealerEnquiry.selectedUT)) expect(markup).toContain(`<option value="${city}">`);
    expect(markup).toMatch(/<option value="Puducherry" selected="">/);
    expect(valueOf(markup, "firmName")).toBe(sampleDealerEnquiry.firmName);
    expect(markup).toMatch(/<input[^>]*name="declaration"[^>]*checked/);
  });

  it("answers a Hindi page's dealer enquiry in Hindi: the schema's refusals under their fields, Hindi names, English cities marked", async () => {
    const { render, writes } = enquiryApi();
    const page = await render(post("/hi/directdealer", { ...dealerForm, selectedCity: "", pincode: "12345", returnTo: "/hi/directdealer" }));
    expect(writes()).toEqual([]);
    const markup = markupOf(page.html);
    expect(markup).toContain("शहर चुनें।");
    expect(markup).toContain("6 अंकों का सही भारतीय पिनकोड लिखें।");
    expect(markup).not.toContain(dealerMessages.cityRequired);
    expect(markup).toMatch(/<option value="Puducherry" selected="">पुदुचेरी<\/option>/);
    expect(markup).toContain(`<option value="${citiesOf(sampleDealerEnquiry.selectedUT)[0]}" lang="en">`);
    expect(markup).toContain("डायरेक्ट डीलर पूछताछ");
  });
});
