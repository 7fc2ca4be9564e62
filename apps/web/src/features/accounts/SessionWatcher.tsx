// TODO(scaffold): issue 3 sends the shopper to /auth/sign-in when the session expires.
export function SessionWatcher() {
  return null;
}
