import { msg } from "@lingui/core/macro";
import { localeOfPath } from "@vayu/shared/locale";
import { i18nFor } from "./i18n";

const YOU_ARE_OFFLINE = msg`You are offline. This needs the network: please try again when you are back online.`;

/**
 * What a call that could not reach the server says when the browser knows it has no network
 * (docs/decisions/336-installable-store.md), in the page's language; otherwise nothing, and the
 * caller's own message stands.
 */
export function offlineMessage(): string {
  if (typeof navigator === "undefined" || navigator.onLine) return "";
  return i18nFor(localeOfPath(window.location.pathname))._(YOU_ARE_OFFLINE);
}
