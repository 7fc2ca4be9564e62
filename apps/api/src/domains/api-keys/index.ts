// The API keys domain's public face (docs/decisions/250-api-modules.md, 318-api-keys.md).
export { default as apiKeyGuard } from "./guard";
export { default as apiKeyRoutes } from "./routes";
export { apiKeyScopesFor } from "./scopes";
