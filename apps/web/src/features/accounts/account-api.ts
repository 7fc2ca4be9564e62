import {
  ChangePasswordResponse,
  ProfileResponse,
  type ChangePasswordBodyType,
  type DeleteAccountBodyType,
  type UpdateProfileBodyType,
} from "@vayu/shared/account";
import { MessageResponse } from "@vayu/shared/errors";
import { api } from "../../lib/api";

/** PATCH /api/account */
export function updateProfile(body: UpdateProfileBodyType) {
  return api(ProfileResponse, "/account", { method: "PATCH", body });
}

/** POST /api/account/password: answers a new token for this device; every other one is signed out. */
export function changePassword(body: ChangePasswordBodyType) {
  return api(ChangePasswordResponse, "/account/password", { method: "POST", body });
}

/** DELETE /api/account */
export function deleteAccount(body: DeleteAccountBodyType) {
  return api(MessageResponse, "/account", { method: "DELETE", body });
}
