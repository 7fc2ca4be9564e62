import type { LoginResponseType } from "@vayu/shared/accounts";
import { accountMessages } from "@vayu/shared/messages/account";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useLocalisedPath } from "../../components/LocalisedLink";
import { redirectWithToast } from "../../lib/form-actions";
import { useMessages } from "../../lib/i18n";
import { completeIntent, parseIntent } from "../../lib/login-intents";
import { readAfterWrite } from "../../lib/query-client";
import { setSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import type { actionTexts } from "./account-texts";
import { redirectTarget } from "./redirect-target";

/**
 * After a login by e-mail or by mobile number, with or without the staff's code step: the
 * session is kept, the login intent of `?intent=` is done (docs/decisions/195-forms-before-javascript.md),
 * and the shopper goes where they were headed, in the login page's language (home is `/hi/` from `/hi/login`).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const messages = useMessages(accountMessages);
  const localised = useLocalisedPath();
  return async ({ accessToken, user }: LoginResponseType) => {
    setSession({ token: accessToken, user });
    toast.success(messages.auth.loginSuccess);
    const intent = parseIntent(params.get("intent"));
    if (intent) {
      const done = await completeIntent(intent, accessToken);
      toast[done.kind](done.message);
    }
    // Cart and wishlist are fetched again, now as this shopper (docs/product/storefront.md "Session").
    void readAfterWrite();
    navigate(localised(redirectTarget(params, location.state)), { replace: true });
  };
}

/** The same for a login posted without JavaScript: the route action's redirect, its toast the intent's or the welcome. */
export async function finishLoginRedirect(
  params: URLSearchParams,
  accessToken: string,
  { messages, path }: ReturnType<typeof actionTexts>,
): Promise<Response> {
  const intent = parseIntent(params.get("intent"));
  const flash = intent ? await completeIntent(intent, accessToken) : { kind: "success" as const, message: messages.auth.loginSuccess };
  return redirectWithToast(path(redirectTarget(params)), flash);
}
