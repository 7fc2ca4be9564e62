// The delivery domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { default as deliveryAdminRoutes } from "./admin-routes";
export { addWorkingDays, indiaToday, isoDate, isWorkingDay } from "./estimate";
export { findPincode, pincodeExtraDays, pincodeTerms } from "./service";
