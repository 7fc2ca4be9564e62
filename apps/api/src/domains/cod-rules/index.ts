// The COD rules domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { judgeCodCase, logCodDecision, listCodDecisions, type CodCase } from "./eligibility";
export { codRulesAdminRoutes } from "./routes";
