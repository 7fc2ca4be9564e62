// The settings domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { currentMailStore, getSettings } from "./service";
export { feesOf } from "./store-settings";
