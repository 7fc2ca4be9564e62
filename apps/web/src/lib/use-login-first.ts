import { useNavigate } from "react-router";
import { sessionMessages } from "@vayu/shared/messages/session";
import { useLocalisedPath } from "../components/LocalisedLink";
import { useMessages } from "./i18n";
import { toast } from "./toast";

/**
 * Sends a signed-out shopper to the login page (a `loginFor` path) and says why once that page
 * is on screen: toasted before, the message could come and go while a slow phone was still
 * loading the login page. On a Hindi page the login page and the message are Hindi (the shell's
 * catalogue has it: packages/shared/src/messages/session.ts).
 */
export function useLoginFirst() {
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const { loginRequired } = useMessages(sessionMessages).auth;
  return (loginPath: string) => {
    void Promise.resolve(navigate(localised(loginPath))).then(() => toast.error(loginRequired));
  };
}
