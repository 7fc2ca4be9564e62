import { SandboxPayResponse, type SandboxPayBody, type SandboxPayResponseType } from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

/** POST /api/payments/sandbox/pay: the offline sandbox's stand-in for paying in Razorpay's window. */
export function sandboxPay(body: SandboxPayBody): Promise<SandboxPayResponseType> {
  return api(SandboxPayResponse, "/payments/sandbox/pay", { method: "POST", body });
}
