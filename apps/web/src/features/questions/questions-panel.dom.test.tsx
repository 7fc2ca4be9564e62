import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { QuestionType } from "@vayu/shared/questions";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product, signIn, type ApiCall } from "../../test/storefront";

// The product page's questions and answers (docs/decisions/331-product-questions.md).
const cooler = product(1, { title: "Desert Air Cooler 70L" });
const asked: QuestionType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000e1",
  productId: cooler._id,
  text: "How long does the tank last on high speed?",
  author: "Neha G.",
  pinned: true,
  createdAt: "2026-11-20T06:30:00Z",
  answers: [
    { _id: "4b0a3c1e-0000-4000-8000-0000000000f1", text: "About seven hours in June.", author: "Ravi K.", kind: "buyer", createdAt: "2026-11-21T06:30:00Z" },
    { _id: "4b0a3c1e-0000-4000-8000-0000000000f2", text: "Eight hours on medium.", author: "Vayu Home Appliances", kind: "staff", createdAt: "2026-11-22T06:30:00Z" },
  ],
};
const list = (data: QuestionType[]) => [200, { data, total: data.length, page: 1, pageSize: 5 }] as const;

function store(questions: QuestionType[] = [asked], canAnswer = false) {
  return fakeApi({
    [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
    [`GET /api/product/${cooler._id}?lang=hi`]: [200, { data: { ...cooler, untranslated: [] } }],
    [`GET /api/product/${cooler._id}/questions?page=1`]: list(questions),
    [`GET /api/product/${cooler._id}/questions/mine`]: [200, { canAnswer }],
    [`POST /api/product/${cooler._id}/questions`]: ({ body }: ApiCall) => [
      201,
      { question: { ...asked, _id: "4b0a3c1e-0000-4000-8000-0000000000e2", pinned: false, answers: [], text: (body as { text: string }).text } },
    ],
    [`POST /api/product/${cooler._id}/questions/${asked._id}/answers`]: [201, { question: asked }],
  });
}

const panel = async () => within(await screen.findByRole("region", { name: /Questions and answers|सवाल-जवाब/ }));

describe("the product page's questions", () => {
  beforeEach(() => setSiteOrigin("https://shop.test"));

  it("lists questions with their answers, a buyer's marked and the store's as the store's; signed out, a link to log in", async () => {
    store();
    openPage(`/product/${cooler._id}`);
    const questions = await panel();
    expect(await questions.findByText("How long does the tank last on high speed?")).toBeInTheDocument();
    expect(questions.getByText("Pinned by the store")).toBeInTheDocument();
    expect(questions.getByText("Verified buyer")).toBeInTheDocument();
    expect(questions.getByText("Vayu Home Appliances (the store)")).toBeInTheDocument();
    expect(questions.getByRole("link", { name: "Log in to ask" })).toHaveAttribute(
      "href",
      `/login?${new URLSearchParams({ redirect: `/product/${cooler._id}#questions` })}`,
    );
    expect(questions.queryByRole("form", { name: "Your question" })).not.toBeInTheDocument();
  });

  it("lets a signed-in shopper ask, refusing a question too short to answer", async () => {
    signIn();
    const { writes } = store([]);
    const { user, fill } = openPage(`/product/${cooler._id}`);
    const questions = await panel();
    expect(await questions.findByText(/No questions yet/)).toBeInTheDocument();
    const form = within(questions.getByRole("form", { name: "Your question" }));
    await fill(form.getByLabelText("Your question"), "Quiet?");
    await user.click(form.getByRole("button", { name: "Ask" }));
    expect(await form.findByText("Please write at least 10 characters.")).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await fill(form.getByLabelText("Your question"), "  Does it run on an inverter?  ");
    await user.click(form.getByRole("button", { name: "Ask" }));
    expect(await screen.findByText("Thank you! Your question is posted.")).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: `/api/product/${cooler._id}/questions`, body: { text: "Does it run on an inverter?" } }]);
  });

  it("keeps what the shopper typed into the server's form before the panel's code arrived", async () => {
    signIn();
    store([]);
    // The server's HTML of the field, typed into while the panel's chunk was on its way.
    const serverField = document.createElement("textarea");
    serverField.id = "question-text-new";
    serverField.value = "Does it run on an inverter?";
    document.body.append(serverField);
    openPage(`/product/${cooler._id}`);
    const questions = await panel();
    const form = within(await questions.findByRole("form", { name: "Your question" }));
    expect(form.getByLabelText("Your question")).toHaveValue("Does it run on an inverter?");
    serverField.remove();
  });

  it("offers an answer form only to who may answer", async () => {
    signIn();
    const { writes } = store([asked], true);
    const { user, fill } = openPage(`/product/${cooler._id}`);
    const questions = await panel();
    await user.click(await questions.findByText("Answer this question"));
    const form = within(questions.getByRole("form", { name: "Your answer" }));
    await fill(form.getByLabelText("Your answer"), "Yes, six hours on high.");
    await user.click(form.getByRole("button", { name: "Post answer" }));
    expect(await screen.findByText("Thank you! Your answer is posted.")).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "POST", path: `/api/product/${cooler._id}/questions/${asked._id}/answers`, body: { text: "Yes, six hours on high." } },
    ]);
  });

  it("speaks Hindi at /hi", async () => {
    store();
    openPage(`/hi/product/${cooler._id}`);
    const questions = await panel();
    expect(await questions.findByText("प्रमाणित खरीदार")).toBeInTheDocument();
    expect(questions.getByText("स्टोर ने ऊपर रखा है")).toBeInTheDocument();
    expect(questions.getByRole("link", { name: "पूछने के लिए लॉग इन करें" })).toBeInTheDocument();
  });
});
