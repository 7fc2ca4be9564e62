import type { SandboxPayBody, SandboxPayResponseType } from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

const sandboxPayResponse = () => import("@vayu/shared/checkout").then((schemas) => schemas.SandboxPayResponse);

/** POST /api/payments/sandbox/pay: the offline sandbox's stand-in for paying in Razorpay's window. */
export function sandboxPay(body: SandboxPayBody): Promise<SandboxPayResponseType> {
  return api(sandboxPayResponse, "/payments/sandbox/pay", { method: "POST", body });
}
