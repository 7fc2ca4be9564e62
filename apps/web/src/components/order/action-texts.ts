import type { Locale } from "@vayu/shared/locale";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { actionTextsOf } from "../../lib/i18n";

/** What a buying page's action says and where it sends the shopper, in the language of the page posted from (lib/i18n.ts). */
export const actionTexts = (locale: Locale) => actionTextsOf(buyingMessages, locale);
