import { messages } from "@vayu/shared/messages";
import { redirect } from "react-router";
import { redirectWithToast } from "../../lib/form-actions";
import { endPageSession } from "../../lib/page-session";

/**
 * /logout: the Logout form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md).
 * The API drops the page session cookie (its answer's Set-Cookie goes on to the browser); then
 * home with the toast the script shows (docs/product/storefront.md "Session").
 */
export async function action(): Promise<Response> {
  await endPageSession();
  return redirectWithToast("/", { kind: "success", message: messages.auth.logoutSuccess });
}

/** Opening /logout (a typed or kept URL) logs nobody out: only the form's POST does. */
export function loader(): Response {
  return redirect("/");
}
