import {
  ChangePasswordResponse,
  ProfileResponse,
  type ChangePasswordBodyType,
  type DeleteAccountBodyType,
  type UpdateProfileBodyType,
} from "@vayu/shared/account";
import { MessageResponse } from "@vayu/shared/errors";
import { AccountUserResponse } from "@vayu/shared/phone-login";
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

/** POST /api/account/phone/request: a code by SMS to the number this account is adding (docs/decisions/301-phone-accounts-on-the-account-page.md). */
export function requestAccountPhoneCode(body: { phone: string }) {
  return api(MessageResponse, "/account/phone/request", { method: "POST", body });
}

/** POST /api/account/phone/verify: the number, once its code is right, is the account's. */
export function verifyAccountPhone(body: { phone: string; code: string }) {
  return api(AccountUserResponse, "/account/phone/verify", { method: "POST", body });
}

/** POST /api/account/email: an account made with a mobile number gets an e-mail and a password. */
export function addEmail(body: { email: string; password: string }) {
  return api(AccountUserResponse, "/account/email", { method: "POST", body });
}

/** POST /api/account/close/code: the code that confirms deleting an account without a password. */
export function requestClosingCode() {
  return api(MessageResponse, "/account/close/code", { method: "POST", body: {} });
}
