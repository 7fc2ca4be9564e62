import type {
  ChangePasswordBodyType,
  ChangePasswordResponseType,
  DeleteAccountBodyType,
  ProfileResponseType,
  UpdateProfileBodyType,
} from "@vayu/shared/account";
import type { MessageResponse } from "@vayu/shared/accounts";
import { api } from "../../lib/api";

/** PATCH /api/account */
export function updateProfile(body: UpdateProfileBodyType) {
  return api<ProfileResponseType>("/account", { method: "PATCH", body });
}

/** POST /api/account/password: answers a new token for this device; every other one is signed out. */
export function changePassword(body: ChangePasswordBodyType) {
  return api<ChangePasswordResponseType>("/account/password", { method: "POST", body });
}

/** DELETE /api/account */
export function deleteAccount(body: DeleteAccountBodyType) {
  return api<MessageResponse>("/account", { method: "DELETE", body });
}
