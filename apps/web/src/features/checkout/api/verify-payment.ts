import type { CheckoutSuccess } from "@vayu/shared/checkout";
import { api, ApiError } from "../../../lib/api";

const verifyPaymentResponse = () => import("@vayu/shared/checkout").then((schemas) => schemas.VerifyPaymentResponse);

export type VerifyOutcome = "verified" | "rejected" | "error";

/**
 * POST /api/order/razorpay/verify. "rejected": the server answered that the payment is not
 * valid (`success: false`); "error": the call itself failed (network, server fault).
 */
export async function verifyPayment(body: CheckoutSuccess): Promise<VerifyOutcome> {
  try {
    const result = await api(verifyPaymentResponse, "/order/razorpay/verify", { method: "POST", body });
    return result.success ? "verified" : "rejected";
  } catch (error) {
    const rejected =
      error instanceof ApiError &&
      typeof error.body === "object" &&
      error.body !== null &&
      "success" in error.body;
    return rejected ? "rejected" : "error";
  }
}
