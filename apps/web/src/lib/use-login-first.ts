import { useNavigate } from "react-router";
import { messages } from "@vayu/shared/messages";
import { toast } from "./toast";

/**
 * Sends a signed-out shopper to the login page (a `loginFor` path) and says why once that page
 * is on screen: toasted before, the message could come and go while a slow phone was still
 * loading the login page.
 */
export function useLoginFirst() {
  const navigate = useNavigate();
  return (loginPath: string) => {
    void Promise.resolve(navigate(loginPath)).then(() => toast.error(messages.auth.loginRequired));
  };
}
