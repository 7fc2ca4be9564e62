import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { QuestionTextBodyType } from "@vayu/shared/questions";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";

// The schemas come with the panel's own chunk, not the product page's first load (docs/decisions/177-lean-first-load.md).
const schemas = () => import("@vayu/shared/questions");
const questionsResponse = () => schemas().then((s) => s.QuestionsResponse);
const questionResponse = () => schemas().then((s) => s.QuestionResponse);
const myQuestionsResponse = () => schemas().then((s) => s.MyQuestionsResponse);

const questionsKey = (productId: string) => ["questions", productId];

/** GET /api/product/:id/questions?page=: pinned first, then newest; "Show more" adds the next page. */
export function questionsQuery(productId: string) {
  return infiniteQueryOptions({
    queryKey: [...questionsKey(productId), "list"],
    queryFn: ({ pageParam, signal }) => api(questionsResponse, `/product/${productId}/questions?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const useQuestions = (productId: string) => useInfiniteQuery(questionsQuery(productId));

/** GET /api/product/:id/questions/mine: whether the signed-in account may answer (staff, or received the product). */
export function useMayAnswer(productId: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...questionsKey(productId), "mine", session?.user._id ?? ""],
    queryFn: ({ signal }) => api(myQuestionsResponse, `/product/${productId}/questions/mine`, { signal }),
    enabled: Boolean(session),
  });
}

/** POST /api/product/:id/questions */
export const postQuestion = (productId: string, body: QuestionTextBodyType) =>
  api(questionResponse, `/product/${productId}/questions`, { method: "POST", body });

/** POST /api/product/:id/questions/:qid/answers */
export const postAnswer = (productId: string, questionId: string, body: QuestionTextBodyType) =>
  api(questionResponse, `/product/${productId}/questions/${questionId}/answers`, { method: "POST", body });

/** Ask, or answer `questionId`: the product's list refetches after either. */
export function usePostQuestionText(productId: string, questionId?: string) {
  return useMutation({
    mutationFn: (body: QuestionTextBodyType) => (questionId ? postAnswer(productId, questionId, body) : postQuestion(productId, body)),
    onSuccess: () => readAfterWrite({ queryKey: questionsKey(productId) }),
  });
}
