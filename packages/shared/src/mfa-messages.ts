// The second factor's messages, without zod: the login page shows them on its first load while
// the code's schema loads on first use (docs/decisions/177-lean-first-load.md).

export const mfaMessages = {
  codeMissing: "Please enter the 6-digit code from your authenticator app.",
  codeWrong: "That code is not right. Enter the current code from your authenticator app, or a recovery code.",
  codeReused: "That code was already used. Wait for the next code in your authenticator app.",
  stepExpired: "Your sign-in took too long. Please log in again.",
  setupRequired: "Staff accounts need two-step sign-in. Set it up in the staff console, or log in again with your authenticator code.",
  setupNotStarted: "Start the two-step sign-in setup first.",
  alreadyEnrolled: "Two-step sign-in is already on for this account.",
  enrolled: "Two-step sign-in is on.",
  reset: "Two-step sign-in was reset. They will set it up again at their next login.",
} as const;
