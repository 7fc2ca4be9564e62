// The checkout domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { refundedPaise, type RefundRow, refundsOfOrder } from "./refunds";
export { listStuckPayments } from "./stuck-payments";
export type { AddressSnapshot, PaymentLine } from "./tables";
