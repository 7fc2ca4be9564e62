import type { ActionFunctionArgs } from "react-router";
import { errorMessage } from "../../lib/api";
import { readBuyNow } from "../../lib/buy-now-link";
import { fieldOf, redirectWithToast } from "../../lib/form-actions";
import { placeOrder } from "./api/place-order";
import { alreadyPlaced } from "./already-placed";
import { actionTexts } from "../../components/order/action-texts";
import { localeOfRequest } from "../../lib/i18n";

/** The checkout's `line` fields, `<productId>:<quantity>` each, as the order's products. */
function linesOf(form: FormData) {
  return form.getAll("line").flatMap((line) => {
    const [product = "", quantity = ""] = String(line).split(":");
    return product ? [{ product, quantity: Number(quantity) }] : [];
  });
}

/**
 * Place order posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * cash on delivery is placed as the script would place it, with the lines, total and
 * Idempotency-Key the page was rendered with, so a stale page gets the server's 409 and a
 * repeat the order the first placed. Paying online needs the script (Razorpay's checkout).
 */
export async function checkoutAction({ request }: ActionFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const { messages, path } = actionTexts(localeOfRequest(request));
  const back = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const address = fieldOf(form, "delivery-address");
  if (!address) return redirectWithToast(back, { kind: "error", message: messages.checkout.selectAddress });
  if (fieldOf(form, "payment") !== "cod")
    return redirectWithToast(back, { kind: "warning", message: messages.checkout.onlineNeedsScript });
  const buyNow = readBuyNow(url.searchParams);
  let orderId: string;
  try {
    const { order } = await placeOrder(
      {
        paymentType: "COD",
        products: linesOf(form),
        totalAmount: Number(fieldOf(form, "totalAmount")),
        address,
        ...(buyNow && { buyNow }),
      },
      fieldOf(form, "idempotencyKey") || undefined,
    );
    orderId = order._id;
  } catch (error) {
    const placed = alreadyPlaced(error);
    if (!placed) {
      const reason = errorMessage(error, "");
      return redirectWithToast(back, {
        kind: "error",
        message: reason ? `${messages.checkout.placeOrderFailed} ${reason}` : messages.checkout.placeOrderFailed,
      });
    }
    orderId = placed;
  }
  return redirectWithToast(path(`/orders/${encodeURIComponent(orderId)}`), { kind: "success", message: messages.checkout.orderPlaced });
}
