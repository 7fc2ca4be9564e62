import { messages } from "@vayu/shared/messages";
import { errorMessage } from "../../lib/api";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { postAnswer, postQuestion } from "./api/questions";

/** A question or answer the server refused, posted without JavaScript: shown again with what was typed and why. */
export interface QuestionRefusal {
  /** The question answered, or "" for a new question: only that form shows the refusal. */
  questionId: string;
  text: string;
  error: string;
}

/**
 * Ask (intent "question") or answer (intent "answer", with `questionId`), posted before or
 * without JavaScript (docs/decisions/195-forms-before-javascript.md): checked by the schema the
 * API checks it by, posted, and back to the questions with the toast the panel shows.
 */
export async function questionAction(productId: string, form: FormData, back: string): Promise<Response | QuestionRefusal> {
  const questionId = fieldOf(form, "questionId");
  const text = fieldOf(form, "text");
  const { QuestionTextBody } = await import("@vayu/shared/questions");
  const checked = QuestionTextBody.safeParse({ text });
  if (!checked.success) return { questionId, text, error: checked.error.issues[0]?.message ?? messages.questions.tooShort };
  try {
    if (questionId) await postAnswer(productId, questionId, checked.data);
    else await postQuestion(productId, checked.data);
    return redirectWithToast(back, { kind: "success", message: questionId ? messages.questions.answered : messages.questions.asked });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return { questionId, text, error: errorMessage(error, messages.contact.failed) };
  }
}
