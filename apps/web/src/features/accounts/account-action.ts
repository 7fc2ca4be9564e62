import { ChangePasswordForm as ChangePasswordSchema, UpdateProfileBody } from "@vayu/shared/account";
import { messages } from "@vayu/shared/messages";
import { redirect } from "react-router";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { changePassword, updateProfile } from "./account-api";
import { authAction, type AuthRefusal } from "./auth-action";

export type AccountIntent = "profile-save" | "password-change";

/** A refused form of the account page, naming which, so only that form shows it. */
export interface AccountRefusal extends AuthRefusal {
  intent: AccountIntent;
}

const refusedAs = async (intent: AccountIntent, answer: Promise<Response | AuthRefusal>) => {
  const done = await answer;
  return done instanceof Response ? done : { ...done, intent };
};

/**
 * The account page's name and password forms posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md): the same checks, calls and toasts as the script.
 * A new password also renews the page session cookie (the API's answer sets it).
 */
export function accountAction(form: FormData): Promise<Response | AccountRefusal> {
  const back = returnPathOf(form, "/account");
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
    default:
      return Promise.resolve(redirect(back));
  }
}

/** The page's refusal, when it is of the form of `intent`. */
export function refusalOf(refused: AccountRefusal | undefined, intent: AccountIntent): AccountRefusal | undefined {
  return refused?.intent === intent ? refused : undefined;
}
