import { z } from "zod";
import { AccountUser, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./accounts";
import { messages } from "./messages";
import { requiredText, tooLongMessage } from "./text-fields";

/** The shopper's own account page (docs/decisions/170-account-page.md): profile, password, closing the account. */

const password = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .max(MAX_PASSWORD_LENGTH, { error: tooLongMessage("Password", MAX_PASSWORD_LENGTH) });

export const UpdateProfileBody = z
  .object({ name: requiredText(messages.account.nameMissing, "Name", MAX_NAME_LENGTH) })
  .strict();
export type UpdateProfileBodyType = z.infer<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({
    currentPassword: password(messages.account.currentPasswordMissing),
    newPassword: password(messages.account.newPasswordMissing).min(MIN_PASSWORD_LENGTH, {
      error: messages.auth.resetPasswordShort,
    }),
  })
  .strict();
export type ChangePasswordBodyType = z.infer<typeof ChangePasswordBody>;

/** The form adds the repeated new password, checked in the browser only. */
export const ChangePasswordForm = z
  .object({
    currentPassword: ChangePasswordBody.shape.currentPassword,
    newPassword: ChangePasswordBody.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: messages.auth.resetMismatch,
  });
export type ChangePasswordFormType = z.infer<typeof ChangePasswordForm>;

const deletePassword = password(messages.account.deletePasswordMissing);
const deleteCode = z.string({ error: messages.account.deleteCodeMissing }).trim().regex(/^\d{6}$/, { error: messages.account.deleteCodeMissing });
/**
 * DELETE /account: confirmed with the password, or, for an account that has none (made with a
 * mobile number), with the code POST /account/close/code sends to its number.
 */
export const DeleteAccountBody = z.object({ password: deletePassword.optional(), code: deleteCode.optional() }).strict();
export type DeleteAccountBodyType = z.infer<typeof DeleteAccountBody>;
/** The delete dialog of an account with a password, and of one with only a mobile number. */
export const DeleteWithPasswordForm = z.object({ password: deletePassword });
export const DeleteWithCodeForm = z.object({ code: deleteCode });

export const ProfileResponse = z.object({ user: AccountUser });
export type ProfileResponseType = z.infer<typeof ProfileResponse>;
/** A new token for this device: every other signed-in device is signed out. */
export const ChangePasswordResponse = z.object({
  accessToken: z.string(),
  user: AccountUser,
  message: z.string(),
});
export type ChangePasswordResponseType = z.infer<typeof ChangePasswordResponse>;
