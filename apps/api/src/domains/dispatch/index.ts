// The dispatch domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { labelsPdf } from "./label";
export { packingSlipsPdf } from "./packing-slip";
export { batchFileName, currentShipper } from "./service";
