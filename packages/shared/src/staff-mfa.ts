import { z } from "zod";
import { AccountUser, LoginResponse } from "./accounts";
import { mfaMessages } from "./mfa-messages";

/**
 * Staff second factor (docs/decisions/230-staff-second-factor.md): TOTP from an authenticator
 * app, or one of ten one-time recovery codes, after the password.
 */

export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a login may take. */
export const MFA_TOKEN_MINUTES = 5;

export * from "./mfa-messages";

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
const code = z
  .string({ message: mfaMessages.codeMissing })
  .transform((value) => value.replace(/\s+/g, "").toLowerCase())
  .refine((value) => /^\d{6}$/.test(value) || /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(value), {
    message: mfaMessages.codeMissing,
  });

/** The login's answer for staff with a second factor: no token yet, only the code step's ticket. */
export const MfaRequiredResponse = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export type MfaRequiredResponseType = z.infer<typeof MfaRequiredResponse>;

/** POST /auth/mfa. */
export const MfaBody = z
  .object({
    mfaToken: z.string({ message: "mfaToken is required" }).min(20, { message: mfaMessages.stepExpired }).max(2000, { message: mfaMessages.stepExpired }),
    code,
  })
  .strict();
export type MfaBodyType = z.input<typeof MfaBody>;

/** The code step of the login form, as the browser checks it. */
export const MfaCodeForm = z.object({ code });

/** GET /admin/mfa: whether the signed-in staff member has the second factor, and whether this session proved it. */
export const MfaStatusResponse = z.object({ enrolled: z.boolean(), verified: z.boolean() });
export type MfaStatusResponseType = z.infer<typeof MfaStatusResponse>;

/** POST /admin/mfa/setup: a new secret to scan (QR as SVG) or type in. */
export const MfaSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type MfaSetupResponseType = z.infer<typeof MfaSetupResponse>;

/** POST /admin/mfa/confirm { code }. */
export const MfaConfirmBody = z.object({ code }).strict();
export type MfaConfirmBodyType = z.input<typeof MfaConfirmBody>;

/** The second factor is on: a session that proves it, and the recovery codes, shown this once. */
export const MfaConfirmResponse = z.object({
  accessToken: z.string(),
  user: AccountUser,
  recoveryCodes: z.array(z.string()),
});
export type MfaConfirmResponseType = z.infer<typeof MfaConfirmResponse>;

/** POST /auth/login: a session, or for staff with a second factor the code step. */
export const LoginOrMfaResponse = z.union([LoginResponse, MfaRequiredResponse]);
export type LoginOrMfaResponseType = z.infer<typeof LoginOrMfaResponse>;
