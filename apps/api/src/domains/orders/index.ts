// The orders domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { countOrdersToShip, salesSince } from "./order-figures";
export { amountDuePaise } from "./order-payment";
export { findOrderItems } from "./order-view";
