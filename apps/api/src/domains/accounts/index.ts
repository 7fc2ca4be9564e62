// The accounts domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { currentUser, isStaff } from "./auth-guard";
export { issueSession } from "./issue-session";
export { attemptLimits, perIpLimit, perUserLimit } from "./rate-limits";
export { accountLocaleByEmail, publicUser, userContacts } from "./service";
export { acceptInvite, changeStaffRole, inviteStaff, listStaffAccounts, revokeInvite, revokeStaff } from "./staff-accounts";
