import type { ActionFunctionArgs } from "react-router";
import { accountAction } from "../../features/accounts/account-action";
import { addressAction, isAddressIntent } from "../../features/addresses/address-action";
import { MESSAGE_PREFERENCES_INTENT, preferencesOf } from "../../features/tracking/MessagePreferencesForm";
import { saveMessagePreferences } from "../../features/tracking/track-api";
import { actionTexts } from "../../components/order/action-texts";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { localeOfRequest } from "../../lib/i18n";

/** The account page's forms posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md), by their intent. */
export async function accountPageAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = localeOfRequest(request);
  if (fieldOf(form, "intent") === MESSAGE_PREFERENCES_INTENT) {
    await saveMessagePreferences(preferencesOf(form));
    const { messages, path } = actionTexts(locale);
    return redirectWithToast(returnPathOf(form, path("/account")), { kind: "success", message: messages.track.preferencesSaved });
  }
  return isAddressIntent(fieldOf(form, "intent")) ? addressAction(form) : accountAction(form, locale);
}
