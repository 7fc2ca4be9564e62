import { messages } from "@vayu/shared/messages";
import { AcceptInviteBody } from "@vayu/shared/staff-accounts";
import { isCommonPassword } from "./common-passwords";

/** Why `npm run admin:create` refuses this password (a staff password's rules, and not a common one), or undefined. */
export function adminPasswordProblem(password: string): string | undefined {
  const parsed = AcceptInviteBody.shape.password.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "password is not valid";
  if (isCommonPassword(password)) return messages.auth.passwordTooCommon;
  return undefined;
}
