import { localeOfPath, localisedPath, type Locale } from "@vayu/shared/locale";
import { messages, promotionPhrases } from "@vayu/shared/messages";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { localise, type Localised } from "@vayu/shared/messages/phrase";
import { i18nFor } from "../../lib/i18n";

/** The language of the page a form was posted from: its path's (docs/product/http-contract.md "Languages"). */
export const localeOfRequest = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/**
 * What a buying page's action (docs/decisions/195-forms-before-javascript.md) says and where it
 * sends the shopper, in the language of the page posted from: its toasts in that language, its
 * redirects staying under `/hi` on a Hindi page.
 */
export function actionTexts(locale: Locale): { messages: Localised<typeof buyingMessages>; path: (path: string) => string } {
  return {
    messages: localise(buyingMessages, i18nFor(locale), { ...messages, promotionPhrases }),
    path: (path) => localisedPath(path, locale),
  };
}
