import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlogType } from "@vayu/shared/content";
import { defaultPolicyTextsHi } from "@vayu/shared/policy-texts-hi";
import { sampleContactEnquiry } from "@vayu/shared/testing";
import { fakeApi, openPage } from "../../test/storefront";

// The content pages in Hindi (docs/decisions/326-hindi-content.md): the pages' words, the forms'
// messages and the owner's policies in Hindi; what stayed English marked lang="en".

const blogId = "4b0a3c1e-0000-4000-8000-0000000000b1";
const post: BlogType = {
  _id: blogId,
  image: "/content/blogs/fast-delivery.webp",
  title: "गर्मी के लिए सही कूलर कैसे चुनें",
  description: "कमरे के साइज़ के हिसाब से कूलर चुनने की आसान गाइड।",
  body: "Pick a desert cooler for big rooms.\n\n## Tank size\n\nA bigger tank runs all night.",
  createdAt: "2026-11-20T10:00:00.000Z",
  untranslated: ["body"],
};

describe("the content pages in Hindi", () => {
  it("shows the Hindi policy at /hi/privacy with its contents list and a Hindi date", async () => {
    const { calls } = fakeApi({
      "GET /api/settings/policies/privacy?lang=hi": [
        200,
        { page: "privacy", title: "गोपनीयता नीति", text: defaultPolicyTextsHi.privacy, updatedAt: null, untranslated: [] },
      ],
    });
    openPage("/hi/privacy");
    // The first page of the file loads the policy page's code and schema first.
    expect(await screen.findByRole("heading", { level: 2, name: "1. हम कौन-सी जानकारी लेते हैं" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeInTheDocument();
    expect(screen.getByText("पिछला बदलाव: 1 नवंबर 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "संपर्क पेज" })).toHaveAttribute("href", "/hi/contact");
    expect(screen.getByRole("heading", { level: 2, name: "1. हम कौन-सी जानकारी लेते हैं" }).closest("section")).not.toHaveAttribute("lang");
    expect(calls.map((call) => call.path)).toContain("/api/settings/policies/privacy?lang=hi");
  });

  it("marks the owner's English policy lang=\"en\" on a Hindi page when they wrote no Hindi", async () => {
    fakeApi({
      "GET /api/settings/policies/terms?lang=hi": [
        200,
        { page: "terms", title: "Terms & Conditions", text: "Our own terms.\n\n## Orders\n\nWe ship in a day.", updatedAt: null, untranslated: ["text"] },
      ],
    });
    openPage("/hi/terms");
    const section = (await screen.findByRole("heading", { level: 2, name: "1. Orders" })).closest("section");
    expect(section).toHaveAttribute("lang", "en");
    expect(screen.getByText("Our own terms.").closest("[lang]")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 1, name: "नियम और शर्तें" })).not.toHaveAttribute("lang");
  });

  it("gives the contact form's messages in Hindi at /hi/contact and sends nothing while they stand", async () => {
    const { writes } = fakeApi();
    const { user } = openPage("/hi/contact");
    await user.click(await screen.findByRole("button", { name: "पूछताछ भेजें" }));
    await waitFor(() => expect(screen.getByLabelText("नाम", { exact: true })).toHaveAccessibleDescription("नाम लिखना ज़रूरी है।"));
    expect(screen.getByLabelText("मोबाइल नंबर", { exact: true })).toHaveAccessibleDescription("मोबाइल नंबर लिखना ज़रूरी है।");
    expect(writes()).toEqual([]);
  });

  it("files a complaint at /hi/grievance and answers in Hindi", async () => {
    const { writes } = fakeApi({
      "POST /api/grievances": [
        201,
        {
          ticketNumber: "GRV-100001",
          dueBy: "2026-12-27",
          message: "आपकी शिकायत GRV-100001 नंबर पर दर्ज हो गई है। हमने आपको ई-मेल से पावती भेज दी है।",
        },
      ],
    });
    const { user, fill } = openPage("/hi/grievance");
    const submit = await screen.findByRole("button", { name: "शिकायत भेजें" });
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText("विषय", { exact: true })).toHaveAccessibleDescription("विषय लिखना ज़रूरी है।"));
    await fill(screen.getByLabelText("नाम", { exact: true }), sampleContactEnquiry.name);
    await fill(screen.getByLabelText("ई-मेल", { exact: true }), sampleContactEnquiry.email);
    await fill(screen.getByLabelText("मोबाइल नंबर", { exact: true }), sampleContactEnquiry.mobileNumber);
    await fill(screen.getByLabelText("विषय", { exact: true }), "कूलर का पंप ख़राब");
    await fill(screen.getByLabelText("ब्योरा", { exact: true }), "डिलीवरी के दूसरे दिन से पंप नहीं चल रहा।");
    await user.click(submit);
    const filed = await screen.findByRole("status");
    expect(within(filed).getByRole("heading", { name: "शिकायत दर्ज हो गई" })).toBeInTheDocument();
    expect(filed).toHaveTextContent("आपका टिकट नंबर GRV-100001 है।");
    expect(filed).toHaveTextContent("हम 27 दिसंबर 2026 तक इसका समाधान कर देंगे।");
    expect(writes()).toHaveLength(1);
  });

  it("shows a Hindi post at /hi/blog/:id with its untranslated body marked lang=\"en\"", async () => {
    fakeApi({
      [`GET /api/blogs/${blogId}?lang=hi`]: [200, { data: post }],
      "GET /api/blogs?lang=hi": [200, { data: [post] }],
    });
    openPage(`/hi/blog/${blogId}`);
    const title = await screen.findByRole("heading", { level: 1, name: post.title });
    expect(title).not.toHaveAttribute("lang");
    expect(screen.getByText("Pick a desert cooler for big rooms.").closest("[lang]")).toHaveAttribute("lang", "en");
    expect(screen.getByText("20 नवंबर 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "होम पेज पर लौटें" })).toHaveAttribute("href", "/hi/");
  });
});
