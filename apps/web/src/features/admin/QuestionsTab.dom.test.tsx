import { screen, within } from "@testing-library/react";
import type { StaffQuestionType } from "@vayu/shared/questions";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { QuestionsTab } from "./QuestionsTab";

const question: StaffQuestionType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000e1",
  productId: "4b0a3c1e-0000-4000-8000-0000000000a1",
  product: { _id: "4b0a3c1e-0000-4000-8000-0000000000a1", title: "Desert Air Cooler 70L" },
  text: "How long does the tank last on high speed?",
  author: "Neha G.",
  askerEmail: "neha@example.com",
  pinned: false,
  hidden: false,
  createdAt: "2026-11-20T06:30:00Z",
  answers: [
    {
      _id: "4b0a3c1e-0000-4000-8000-0000000000f1",
      text: "Buy my cooler instead at spam.example",
      author: "Ravi K.",
      authorName: "Ravi Kumar",
      kind: "buyer",
      hidden: false,
      createdAt: "2026-11-21T06:30:00Z",
    },
  ],
};

function openQuestions() {
  signIn();
  const api = fakeApi({
    "GET /api/admin/questions?page=1&status=all": [200, { questions: [question], total: 1, page: 1, pageSize: 20 }],
    [`PATCH /api/admin/questions/${question._id}`]: ({ body }: ApiCall) => [200, { question: { ...question, ...(body as object) } }],
    [`PATCH /api/admin/questions/${question._id}/answers/${question.answers[0]!._id}`]: [200, { question }],
    [`POST /api/product/${question.product._id}/questions/${question._id}/answers`]: [201, { question }],
  });
  return { ...api, ...openComponent(QuestionsTab) };
}

describe("the staff's questions tab", () => {
  it("shows each question with its product, asker and answers", async () => {
    openQuestions();
    const card = within((await screen.findByText("How long does the tank last on high speed?")).closest("li")!);
    expect(card.getByRole("link", { name: "Desert Air Cooler 70L" })).toHaveAttribute("href", `/product/${question.product._id}#questions`);
    expect(card.getByText(/neha@example\.com/)).toBeInTheDocument();
    expect(card.getByText(/Ravi Kumar · Verified buyer/)).toBeInTheDocument();
  });

  it("pins a question, hides an answer and answers as the store", async () => {
    const { user, writes } = openQuestions();
    await user.click(await screen.findByRole("button", { name: `Pin question "${question.text}"` }));
    expect(await screen.findByText("Question pinned.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide answer by Ravi Kumar" }));
    expect(await screen.findByText("Answer hidden.")).toBeInTheDocument();
    const form = within(screen.getByRole("form", { name: `Answer "${question.text}"` }));
    await user.type(form.getByLabelText("Answer as the store"), "Eight hours on medium speed.");
    await user.click(form.getByRole("button", { name: "Post answer" }));
    expect(await screen.findByText("Answer posted; the shopper is e-mailed.")).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "PATCH", path: `/api/admin/questions/${question._id}`, body: { pinned: true } },
      { method: "PATCH", path: `/api/admin/questions/${question._id}/answers/${question.answers[0]!._id}`, body: { hidden: true } },
      { method: "POST", path: `/api/product/${question.product._id}/questions/${question._id}/answers`, body: { text: "Eight hours on medium speed." } },
    ]);
  });
});
