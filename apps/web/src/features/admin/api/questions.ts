import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { QuestionResponse, StaffQuestionResponse, StaffQuestionsResponse, STAFF_QUESTION_FILTERS } from "@vayu/shared/questions";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

export type StaffQuestionFilter = (typeof STAFF_QUESTION_FILTERS)[number];

/** GET /admin/questions?page=&status=: newest first, every answer with it. */
export const useStaffQuestions = (page: number, status: StaffQuestionFilter) =>
  useQuery({
    queryKey: ["admin", "questions", status, page],
    queryFn: ({ signal }) => api(StaffQuestionsResponse, `/admin/questions?page=${page}&status=${status}`, { signal }),
    retry: staffRetry,
    placeholderData: keepPreviousData,
  });

type Moderation =
  | { kind: "question"; id: string; change: { hidden: boolean } | { pinned: boolean } }
  | { kind: "answer"; id: string; answerId: string; hidden: boolean };

/** PATCH /admin/questions/:id (hide, pin) or .../answers/:answerId (hide): every query refetches, the product page's too. */
export const useModerateQuestion = () =>
  useMutation({
    mutationFn: (m: Moderation) =>
      m.kind === "question"
        ? api(StaffQuestionResponse, `/admin/questions/${m.id}`, { method: "PATCH", body: m.change })
        : api(StaffQuestionResponse, `/admin/questions/${m.id}/answers/${m.answerId}`, { method: "PATCH", body: { hidden: m.hidden } }),
    onSuccess: () => void readAfterWrite(),
  });

/** POST /product/:id/questions/:qid/answers: staff answer as the store. */
export const useStaffAnswer = (productId: string, questionId: string) =>
  useMutation({
    mutationFn: (text: string) =>
      api(QuestionResponse, `/product/${productId}/questions/${questionId}/answers`, { method: "POST", body: { text } }),
    onSuccess: () => void readAfterWrite(),
  });
