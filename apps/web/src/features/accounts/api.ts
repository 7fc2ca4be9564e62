import type {
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
  RegisterResponse,
} from "@vayu/shared/accounts";
import { api } from "../../lib/api";

export function login(input: LoginInput) {
  return api<LoginResponse>("/auth/login", {
    method: "POST",
    body: { email: input.email.trim(), password: input.password },
  });
}

export function register(input: RegisterInput) {
  return api<RegisterResponse>("/auth/register", {
    method: "POST",
    body: { name: input.name.trim(), email: input.email.trim(), password: input.password },
  });
}

export function requestPasswordReset(input: ForgotPasswordInput) {
  return api<MessageResponse>("/auth/forgot-password", {
    method: "POST",
    body: { email: input.email.trim() },
  });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return api<MessageResponse>("/auth/reset-password", { method: "POST", body: input });
}
