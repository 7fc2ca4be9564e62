import type { ReactNode } from "react";
import { sessionMessages } from "@vayu/shared/messages/session";
import type { Flash } from "@vayu/shared/page-request";
import { useLocation } from "react-router";
import { useMessages } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { SeeOther } from "./PermanentRedirect";

/**
 * Shows its children to a logged-in shopper; anyone else goes to /login and comes back here
 * after. The server knows the shopper by the page session (docs/decisions/195-forms-before-javascript.md),
 * so it sends a visitor without one to /login itself, saying why ("You need to login First", in
 * the page's language).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const loginFirst: Flash = { kind: "error", message: useMessages(sessionMessages).auth.loginRequired };
  if (session) return children;
  return (
    <SeeOther
      to={`/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`}
      flash={loginFirst}
    />
  );
}
