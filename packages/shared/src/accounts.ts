import { z } from "zod";
import { messages } from "./messages";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-limits";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, tooLongMessage } from "./text-fields";

/**
 * Contracts of the accounts screens and endpoints. Each form checks its rules in the
 * order of docs/product/messages.md "Accounts" and reports the first one that fails, so the storefront and
 * the API give the same message for the same input.
 */

export * from "./account-limits";

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** E-mails are compared and stored lower-cased (docs/product/http-contract.md "Accounts"). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

interface Rule<T> {
  field: keyof T & string;
  message: string;
  passes: (value: T) => boolean;
}

/** Adds an issue for the first rule that fails, on the field it concerns. */
function firstFailing<T>(rules: Rule<T>[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    const failed = rules.find((rule) => !rule.passes(value));
    if (failed) ctx.addIssue({ code: "custom", path: [failed.field], message: failed.message });
  };
}

/** A text field; a missing or non-text value gets the form's "required" message. */
const text = (label: string, max: number, missing: string) =>
  z.string({ error: missing }).max(max, { error: tooLongMessage(label, max) });
const password = (missing: string) => text("Password", MAX_PASSWORD_LENGTH, missing);
const filled = (value: string) => value.trim().length > 0;

export const loginSchema = z
  .object({
    email: text("Email", MAX_EMAIL_LENGTH, messages.auth.loginMissing),
    password: password(messages.auth.loginMissing),
  })
  .superRefine(
    firstFailing([
      { field: "email", message: messages.auth.loginMissing, passes: (v) => filled(v.email) },
      { field: "password", message: messages.auth.loginMissing, passes: (v) => v.password.length > 0 },
      { field: "email", message: messages.auth.invalidEmail, passes: (v) => isEmail(v.email.trim()) },
    ]),
  );
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: text("Name", MAX_NAME_LENGTH, messages.auth.signupMissing),
    email: text("Email", MAX_EMAIL_LENGTH, messages.auth.signupMissing),
    password: password(messages.auth.signupMissing),
  })
  .superRefine(
    firstFailing([
      { field: "name", message: messages.auth.signupMissing, passes: (v) => filled(v.name) },
      { field: "email", message: messages.auth.signupMissing, passes: (v) => filled(v.email) },
      { field: "password", message: messages.auth.signupMissing, passes: (v) => v.password.length > 0 },
      { field: "email", message: messages.auth.invalidEmail, passes: (v) => isEmail(v.email.trim()) },
      {
        field: "password",
        message: messages.auth.signupPasswordShort,
        passes: (v) => v.password.length >= MIN_PASSWORD_LENGTH,
      },
    ]),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z
  .object({ email: text("Email", MAX_EMAIL_LENGTH, messages.auth.forgotMissing) })
  .superRefine(
    firstFailing([
      { field: "email", message: messages.auth.forgotMissing, passes: (v) => filled(v.email) },
      { field: "email", message: messages.auth.invalidEmail, passes: (v) => isEmail(v.email.trim()) },
    ]),
  );
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset screen's two fields, checked in the browser before anything is sent. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: password(messages.auth.resetMissing),
    confirmPassword: password(messages.auth.resetMissing),
  })
  .superRefine(
    firstFailing([
      { field: "newPassword", message: messages.auth.resetMissing, passes: (v) => v.newPassword.length > 0 },
      {
        field: "confirmPassword",
        message: messages.auth.resetMissing,
        passes: (v) => v.confirmPassword.length > 0,
      },
      {
        field: "confirmPassword",
        message: messages.auth.resetMismatch,
        passes: (v) => v.newPassword === v.confirmPassword,
      },
      {
        field: "newPassword",
        message: messages.auth.resetPasswordShort,
        passes: (v) => v.newPassword.length >= MIN_PASSWORD_LENGTH,
      },
    ]),
  );
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** The reset request: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: text("Token", 256, messages.auth.resetFailed),
    newPassword: password(messages.auth.resetMissing),
  })
  .superRefine(
    firstFailing([
      { field: "token", message: messages.auth.resetFailed, passes: (v) => filled(v.token) },
      { field: "newPassword", message: messages.auth.resetMissing, passes: (v) => v.newPassword.length > 0 },
      {
        field: "newPassword",
        message: messages.auth.resetPasswordShort,
        passes: (v) => v.newPassword.length >= MIN_PASSWORD_LENGTH,
      },
    ]),
  );
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The user as the auth endpoints return it. */
export const AccountUser = z.object({
  _id: z.string(),
  name: z.string(),
  /** null for an account made with a mobile number (docs/decisions/295-mobile-number-login.md). */
  email: z.string().nullable(),
  /** The verified mobile number, 10 digits; absent from answers of stores before it. */
  phone: z.string().nullable().optional(),
});
export type AccountUserType = z.infer<typeof AccountUser>;

/** POST /auth/register (201). */
export const RegisterResponse = z.object({ token: z.string(), user: AccountUser });
export type RegisterResponseType = z.infer<typeof RegisterResponse>;

/** POST /auth/login and POST /auth/staff-invite. */
export const LoginResponse = z.object({ accessToken: z.string(), user: AccountUser });
export type LoginResponseType = z.infer<typeof LoginResponse>;

/** GET /auth/me. */
export const MeResponse = z.object({ user: AccountUser });
export type MeResponseType = z.infer<typeof MeResponse>;
