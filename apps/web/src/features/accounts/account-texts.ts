import type { Locale } from "@vayu/shared/locale";
import { accountMessages } from "@vayu/shared/messages/account";
import { actionTextsOf } from "../../lib/i18n";
import { knownMessages } from "../../lib/known-messages";

/** An account message a shared schema or an action gave in English, in the page's language (lib/known-messages.ts). */
export const useKnownMessage = knownMessages(accountMessages);

/** What an account page's action says and where it sends the shopper, in the language of the page posted from (lib/i18n.ts). */
export const actionTexts = (locale: Locale) => actionTextsOf(accountMessages, locale);
