// The catalog domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { afterDeliveryTerms } from "./after-delivery-terms";
export { buyableInOrder, HOME_ROW_SIZE } from "./home-rows";
export { payablePaise, priceAndStockWhere } from "./listing";
export { findProductRows, findProductsByIds, hindiProductTitles, productTitles, toProductJson } from "./product-query";
export { effectiveSalePaise, nextSaleBoundary, payablePriceOf, scheduledSaleEndsAt } from "./sale-prices";
export { CATALOG_CHANGES_CHANNEL } from "./public-reads";
export { countProducts, lowStockProducts } from "./staff-products";
export { default as catalogAdminRoutes } from "./staff-routes";
export { buyableProductIds, buyableStock, type StockLine } from "./stock";
