import { localeOfPath } from "@vayu/shared/locale";
import { browseMessages } from "@vayu/shared/messages/browse";
import { errorMessage } from "../../lib/api";
import { messagesIn } from "../../lib/i18n";
import { redirectWithToast } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import { putStockAlert } from "../../lib/queries/stock-alert";

/**
 * Notify me, or Cancel alert, posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md). The product page shows the alert's state
 * when it comes back, and the toast says what changed: the page was reloaded, not updated in
 * place. A signed-out shopper logs in and the alert is then set.
 */
export async function stockAlertAction(productId: string, wanted: boolean, back: string): Promise<Response> {
  const messages = messagesIn(browseMessages, localeOfPath(back));
  try {
    await putStockAlert(productId, wanted);
    return redirectWithToast(back, {
      kind: "success",
      message: wanted ? messages.stockAlerts.subscribed : messages.stockAlerts.cancelled,
    });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back, wanted ? { kind: "stock-alert", productId } : undefined);
    return redirectWithToast(back, {
      kind: "error",
      message: errorMessage(error, messages.stockAlerts.failed),
    });
  }
}
