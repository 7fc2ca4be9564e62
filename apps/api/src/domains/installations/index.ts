// The installations domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { installationPanel } from "./service";
