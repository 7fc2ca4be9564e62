// The orders domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { countOrdersToShip, hasPlacedOrders, istMidnight, salesSince, unitsSoldSince } from "./order-figures";
export { amountDuePaise } from "./order-payment";
export { orderLines, orderRowsByIds, ownOrderRow, type OrderRow } from "./order-rows";
export { findOrderItems, lastOrderAddressId } from "./order-view";
export { type DispatchOrder, findDispatchBatch, findDispatchOrder } from "./dispatch-orders";
export { codHistory } from "./rto-counts";
export { emitOrderEvent } from "./webhook-events";
