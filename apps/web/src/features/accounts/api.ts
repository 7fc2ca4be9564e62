import type { ForgotPasswordInput, LoginInput, RegisterInput } from "@vayu/shared/accounts";
import { queryOptions } from "@tanstack/react-query";
import type { AcceptInviteBodyType } from "@vayu/shared/staff-accounts";
import { api } from "../../lib/api";
import { getSession } from "../../lib/session";

// Loaded with the first answer: the account menu, on every page, asks for the staff role (lib/api.ts).
const LoginResponse = () => import("@vayu/shared/accounts").then((schemas) => schemas.LoginResponse);
const LoginOrMfaResponse = () => import("@vayu/shared/staff-mfa").then((schemas) => schemas.LoginOrMfaResponse);
const RegisterResponse = () => import("@vayu/shared/accounts").then((schemas) => schemas.RegisterResponse);
const MessageResponse = () => import("@vayu/shared/errors").then((schemas) => schemas.MessageResponse);
const StaffRoleResponse = () =>
  import("@vayu/shared/staff-accounts").then((schemas) => schemas.StaffRoleResponse);

/** A session, or for staff with a second factor the code step's ticket (docs/decisions/230-staff-second-factor.md). */
export function login(input: LoginInput) {
  return api(LoginOrMfaResponse, "/auth/login", {
    method: "POST",
    body: { email: input.email.trim(), password: input.password },
  });
}

/** POST /auth/mfa: the login's code step, with the ticket the password step gave. */
export function verifyMfaCode(input: { mfaToken: string; code: string }) {
  return api(LoginResponse, "/auth/mfa", { method: "POST", body: input });
}

/** POST /auth/otp/request: a code by SMS to this number (docs/decisions/295-mobile-number-login.md). */
export function requestPhoneCode(input: { phone: string }) {
  return api(MessageResponse, "/auth/otp/request", { method: "POST", body: input });
}

/** POST /auth/otp/verify: the session of the number's account (made now, with `name`, for a new number). */
export function verifyPhoneCode(input: { phone: string; code: string; name?: string }) {
  return api(LoginOrMfaResponse, "/auth/otp/verify", { method: "POST", body: input });
}

export function register(input: RegisterInput) {
  return api(RegisterResponse, "/auth/register", {
    method: "POST",
    body: { name: input.name.trim(), email: input.email.trim(), password: input.password },
  });
}

export function requestPasswordReset(input: ForgotPasswordInput) {
  return api(MessageResponse, "/auth/forgot-password", {
    method: "POST",
    body: { email: input.email.trim() },
  });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return api(MessageResponse, "/auth/reset-password", { method: "POST", body: input });
}

/** POST /auth/staff-invite: the invited person's password; answers a login as the new staff member. */
export function acceptStaffInvite(input: AcceptInviteBodyType) {
  return api(LoginResponse, "/auth/staff-invite", { method: "POST", body: input });
}

/** GET /auth/staff-role: whether the signed-in user is staff, for the account menu's Admin link. */
export const staffRoleOptions = (userId: string) =>
  queryOptions({
    queryKey: ["auth", "staff-role", userId],
    // Signed out (logout, a deleted account) while the menu was still on screen: nobody to ask about.
    queryFn: ({ signal }) =>
      getSession() ? api(StaffRoleResponse, "/auth/staff-role", { signal }) : { role: null },
    staleTime: Infinity,
  });
