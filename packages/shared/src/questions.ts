import { z } from "zod";
import { messages } from "./messages";
import { ANSWER_KINDS, questionLimits } from "./question-text";
import { pageQuery } from "./staff-http";

/**
 * Shoppers' questions about a product and their answers by staff and verified buyers
 * (docs/decisions/331-product-questions.md): visible at once, hidden or pinned by staff.
 */

export * from "./question-text";

/** A question's or an answer's text: trimmed, 10 to 500 characters; the 400 names `text`. */
export const QuestionTextBody = z.object({
  text: z
    .string({ error: messages.questions.tooShort })
    .trim()
    .min(questionLimits.min, { error: messages.questions.tooShort })
    .max(questionLimits.max, { error: messages.questions.tooLong }),
});
export type QuestionTextBodyType = z.output<typeof QuestionTextBody>;
export type QuestionTextValues = z.input<typeof QuestionTextBody>;

export const Answer = z.object({
  _id: z.string(),
  text: z.string(),
  /** "Priya S." for a buyer; the store's name for staff (they answer as the store). */
  author: z.string(),
  kind: z.enum(ANSWER_KINDS),
  createdAt: z.string(),
});
export type AnswerType = z.infer<typeof Answer>;

export const Question = z.object({
  _id: z.string(),
  productId: z.string(),
  text: z.string(),
  /** First name and the initial of the last, as reviews show it. */
  author: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  /** Visible answers, oldest first. */
  answers: z.array(Answer),
});
export type QuestionType = z.infer<typeof Question>;

/** GET /product/:id/questions?page= — pinned first, then newest. */
export const QuestionsQuery = z.object({ page: pageQuery });
export type QuestionsQueryType = z.infer<typeof QuestionsQuery>;

export const QuestionsResponse = z.object({
  data: z.array(Question),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QuestionsResponseType = z.infer<typeof QuestionsResponse>;

/** GET /product/:id/questions/mine: whether the signed-in account may answer (staff, or received the product). */
export const MyQuestionsResponse = z.object({ canAnswer: z.boolean() });
export type MyQuestionsResponseType = z.infer<typeof MyQuestionsResponse>;

export const QuestionResponse = z.object({ question: Question });
export type QuestionResponseType = z.infer<typeof QuestionResponse>;

export const questionParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  qid: z.uuid({ message: "qid must be a valid id" }),
});

export const STAFF_QUESTION_FILTERS = ["all", "visible", "hidden"] as const;

/** GET /admin/questions?page=&status= — newest first. */
export const StaffQuestionsQuery = z.object({
  page: pageQuery,
  status: z
    .enum(STAFF_QUESTION_FILTERS, { error: `status must be one of: ${STAFF_QUESTION_FILTERS.join(", ")}` })
    .default("all"),
});
export type StaffQuestionsQueryType = z.infer<typeof StaffQuestionsQuery>;

export const StaffAnswer = Answer.extend({ hidden: z.boolean(), authorName: z.string() });
export type StaffAnswerType = z.infer<typeof StaffAnswer>;

export const StaffQuestion = Question.omit({ answers: true }).extend({
  hidden: z.boolean(),
  product: z.object({ _id: z.string(), title: z.string() }),
  askerEmail: z.string(),
  /** Every answer, hidden ones too, oldest first. */
  answers: z.array(StaffAnswer),
});
export type StaffQuestionType = z.infer<typeof StaffQuestion>;

export const StaffQuestionsResponse = z.object({
  questions: z.array(StaffQuestion),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffQuestionsResponseType = z.infer<typeof StaffQuestionsResponse>;

/** PATCH /admin/questions/:id: hide or show it, pin or unpin it. */
export const StaffQuestionPatchBody = z
  .object({
    hidden: z.boolean({ error: "hidden must be true or false" }).optional(),
    pinned: z.boolean({ error: "pinned must be true or false" }).optional(),
  })
  .refine((body) => body.hidden !== undefined || body.pinned !== undefined, {
    error: "Give hidden or pinned",
    path: ["hidden"],
  });
export type StaffQuestionPatchBodyType = z.infer<typeof StaffQuestionPatchBody>;

/** PATCH /admin/questions/:id/answers/:answerId */
export const StaffAnswerPatchBody = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) });

export const staffAnswerParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  answerId: z.uuid({ message: "answerId must be a valid id" }),
});

export const StaffQuestionResponse = z.object({ question: StaffQuestion });
export type StaffQuestionResponseType = z.infer<typeof StaffQuestionResponse>;
