import { ChangePasswordForm as ChangePasswordSchema, UpdateProfileBody } from "@vayu/shared/account";
import type { Locale } from "@vayu/shared/locale";
import type { Localised } from "@vayu/shared/messages/phrase";
import type { accountMessages } from "@vayu/shared/messages/account";
import { redirect } from "react-router";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { codeField, phoneField, AddEmailForm } from "@vayu/shared/phone-login";
import { ApiError, errorMessage } from "../../lib/api";
import { addEmail, changePassword, requestAccountPhoneCode, updateProfile, verifyAccountPhone } from "./account-api";
import { endSession, logoutAll } from "./sessions-api";
import { authAction, type AuthRefusal } from "./auth-action";
import { actionTexts } from "./account-texts";

export type AccountIntent = "profile-save" | "password-change" | "email-add" | "session-end" | "sessions-end-all";

/** A refused form of the account page, naming which, so only that form shows it. */
export interface AccountRefusal extends AuthRefusal {
  intent: AccountIntent;
}

/** Where the mobile number form is after a post: the number step, or the code step for `phone`. */
export interface PhoneStepAnswer {
  intent: "phone";
  step: "phone" | "code";
  phone: string;
  error?: string;
  info?: string;
}

export type AccountAnswer = AccountRefusal | PhoneStepAnswer;

const refusedAs = async (intent: AccountIntent, answer: Promise<Response | AuthRefusal>) => {
  const done = await answer;
  return done instanceof Response ? done : { ...done, intent };
};

/**
 * The account page's name and password forms posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md): the same checks, calls and toasts as the script.
 * A new password also renews the page session cookie (the API's answer sets it). Its toasts are in
 * the language of the page posted from (`back`), its redirects stay under `/hi` on a Hindi page.
 */
export function accountAction(form: FormData, locale: Locale): Promise<Response | AccountAnswer> {
  const { messages, path } = actionTexts(locale);
  const back = returnPathOf(form, path("/account"));
  switch (fieldOf(form, "intent")) {
    case "profile-save":
      return refusedAs(
        "profile-save",
        authAction(form, {
          schema: UpdateProfileBody,
          fields: ["name"],
          kept: ["name"],
          fallbackError: messages.auth.signupFailed,
          send: async (input) => {
            await updateProfile(input);
            return redirectWithToast(back, { kind: "success", message: messages.account.profileSaved });
          },
        }),
      );
    case "password-change":
      return refusedAs(
        "password-change",
        authAction(form, {
          schema: ChangePasswordSchema,
          fields: ["currentPassword", "newPassword", "confirmPassword"],
          kept: [],
          fallbackError: messages.auth.resetFailed,
          send: async ({ currentPassword, newPassword }) => {
            const { message } = await changePassword({ currentPassword, newPassword });
            return redirectWithToast(back, { kind: "success", message });
          },
        }),
      );
    case "email-add":
      return refusedAs(
        "email-add",
        authAction(form, {
          schema: AddEmailForm,
          fields: ["email", "newPassword", "confirmPassword"],
          kept: ["email"],
          fallbackError: messages.auth.signupFailed,
          send: async ({ email, newPassword }) => {
            const { message } = await addEmail({ email, password: newPassword });
            return redirectWithToast(back, { kind: "success", message });
          },
        }),
      );
    case "phone-request":
      return requestPhoneStep(form, messages);
    case "phone-verify":
      return verifyPhoneStep(form, back, messages);
    case "session-end":
      return endOneSession(fieldOf(form, "sessionId"), back, messages);
    case "sessions-end-all":
      return endAllSessions(messages, path);
    default:
      return Promise.resolve(redirect(back));
  }
}

type Messages = Localised<typeof accountMessages>;

/** The mobile number form's first step: a code to the number typed (a resend stays on the code step). */
async function requestPhoneStep(form: FormData, messages: Messages): Promise<PhoneStepAnswer> {
  const typed = fieldOf(form, "phone");
  const checked = phoneField.safeParse(typed);
  if (!checked.success) return { intent: "phone", step: "phone", phone: typed, error: checked.error.issues[0]?.message };
  try {
    const { message } = await requestAccountPhoneCode({ phone: checked.data });
    return { intent: "phone", step: "code", phone: checked.data, info: message };
  } catch (error) {
    return { intent: "phone", step: form.has("resend") ? "code" : "phone", phone: checked.data, error: errorMessage(error, messages.phoneLogin.phoneInvalid) };
  }
}

/** Its second step: the right code makes the number the account's, back on the page with the toast. */
async function verifyPhoneStep(form: FormData, back: string, messages: Messages): Promise<Response | PhoneStepAnswer> {
  const phone = fieldOf(form, "phone");
  const code = codeField.safeParse(fieldOf(form, "code"));
  if (!code.success) return { intent: "phone", step: "code", phone, error: messages.phoneLogin.codeMissing };
  try {
    const { message } = await verifyAccountPhone({ phone, code: code.data });
    return redirectWithToast(back, { kind: "success", message });
  } catch (error) {
    return { intent: "phone", step: "code", phone, error: errorMessage(error, messages.phoneLogin.codeExpired) };
  }
}

/** "Log out" of one other device (docs/decisions/225-sessions-that-end.md): back with the toast either way. */
async function endOneSession(id: string, back: string, messages: Messages): Promise<Response> {
  try {
    await endSession(id);
    return redirectWithToast(back, { kind: "success", message: messages.account.sessionEnded });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return redirectWithToast(back, { kind: "error", message: error.message || messages.account.sessionNotFound });
  }
}

/** "Log out of all devices": the API ends every session and drops the page session cookie; then /login. */
async function endAllSessions(messages: Messages, path: (path: string) => string): Promise<Response> {
  await logoutAll().catch((error: unknown) => {
    // Already ended (another device logged everyone out): the same place to land.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  });
  return redirectWithToast(path("/login"), { kind: "success", message: messages.account.allSessionsEnded });
}

/** The page's refusal, when it is of the form of `intent`. */
export function refusalOf(refused: AccountAnswer | undefined, intent: AccountIntent): AccountRefusal | undefined {
  return refused && refused.intent === intent ? refused : undefined;
}
