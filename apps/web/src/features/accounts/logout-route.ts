import { redirect, type ActionFunctionArgs } from "react-router";
import { redirectWithToast } from "../../lib/form-actions";
import { localeOfRequest } from "../../lib/i18n";
import { endPageSession } from "../../lib/page-session";
import { actionTexts } from "./account-texts";

/**
 * /logout: the Logout form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md).
 * The API drops the page session cookie (its answer's Set-Cookie goes on to the browser); then
 * home with the toast the script shows (docs/product/storefront.md "Session"), in the language of
 * the page posted from (the message is in the shell's catalogue too: packages/shared/src/messages/session.ts).
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response> {
  await endPageSession();
  const { messages, path } = actionTexts(localeOfRequest(request));
  return redirectWithToast(path("/"), { kind: "success", message: messages.auth.logoutSuccess });
}

/** Opening /logout (a typed or kept URL) logs nobody out: only the form's POST does. */
export function loader(): Response {
  return redirect("/");
}
