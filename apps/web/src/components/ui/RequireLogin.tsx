import type { ReactNode } from "react";
import { messages } from "@vayu/shared/messages";
import type { Flash } from "@vayu/shared/page-request";
import { useLocation } from "react-router";
import { useSession } from "../../lib/session";
import { SeeOther } from "./PermanentRedirect";

const LOGIN_FIRST: Flash = { kind: "error", message: messages.auth.loginRequired };

/**
 * Shows its children to a logged-in shopper; anyone else goes to /login and comes back here
 * after. The server knows the shopper by the page session (docs/decisions/195-forms-before-javascript.md),
 * so it sends a visitor without one to /login itself, saying why ("You need to login First").
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session) return children;
  return (
    <SeeOther
      to={`/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`}
      flash={LOGIN_FIRST}
    />
  );
}
