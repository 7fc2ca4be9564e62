import { z } from "zod";
import { AccountUser, isEmail, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail } from "./accounts";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { MAX_EMAIL_LENGTH, tooLongMessage } from "./text-fields";

/**
 * Log in with a mobile number and a code by SMS, and the account page's mobile number and
 * e-mail (docs/decisions/295-mobile-number-login.md, docs/product/http-contract.md "Accounts").
 */

export * from "./phone-code";
export { formatMobile } from "./mobile-input";

const m = messages.phoneLogin;

export const phoneField = mobileNumber(m.phoneMissing, m.phoneInvalid, /^[6-9]\d{9}$/);

export const codeField = z
  .string({ error: m.codeMissing })
  .trim()
  .regex(/^\d{6}$/, { error: m.codeMissing });

/** POST /auth/otp/request and POST /account/phone/request. */
export const PhoneCodeRequestBody = z.object({ phone: phoneField });
export type PhoneCodeRequestInput = z.input<typeof PhoneCodeRequestBody>;

/** POST /auth/otp/verify: `name` only for a number without an account (else 400 on `name`). */
export const PhoneLoginVerifyBody = z.object({
  phone: phoneField,
  code: codeField,
  name: z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, { error: tooLongMessage("Name", MAX_NAME_LENGTH) })
    .optional()
    .transform((name) => (name ? name : undefined)),
});
export type PhoneLoginVerifyInput = z.input<typeof PhoneLoginVerifyBody>;

/** POST /account/phone/verify. */
export const AddPhoneVerifyBody = z.object({ phone: phoneField, code: codeField });

/** POST /account/email: a phone account's e-mail and the password that logs in with it. */
export const AddEmailBody = z
  .object({
    email: z
      .string({ error: messages.auth.signupMissing })
      .max(MAX_EMAIL_LENGTH, { error: tooLongMessage("Email", MAX_EMAIL_LENGTH) })
      .transform(normalizeEmail)
      .refine(isEmail, { error: messages.auth.invalidEmail }),
    password: z
      .string({ error: messages.auth.signupMissing })
      .max(MAX_PASSWORD_LENGTH, { error: tooLongMessage("Password", MAX_PASSWORD_LENGTH) })
      .min(MIN_PASSWORD_LENGTH, { error: messages.auth.signupPasswordShort }),
  });

/** The account page's form for it: the password typed twice. */
export const AddEmailForm = z
  .object({ email: AddEmailBody.shape.email, newPassword: AddEmailBody.shape.password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], error: messages.auth.resetMismatch });

/** The account after adding a number or an e-mail. */
export const AccountUserResponse = z.object({ user: AccountUser, message: z.string() });
export type AccountUserResponseType = z.infer<typeof AccountUserResponse>;
