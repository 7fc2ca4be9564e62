import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The API key a staff request is made with, for the audit log (docs/decisions/318-api-keys.md):
 * the auth guard runs the route's handler inside `actAsApiKey`, and `audit()` names the key as
 * the actor, so every audited write made with a key shows the key's name without each route
 * having to pass it on.
 */
export interface ActingKey {
  id: string;
  name: string;
}

const storage = new AsyncLocalStorage<ActingKey>();

/** Runs `next` (and everything it starts) as done with `key`. */
export function actAsApiKey<T>(key: ActingKey, next: () => T): T {
  return storage.run(key, next);
}

/** The key the current request acts with, if it is made with one. */
export const actingApiKey = (): ActingKey | undefined => storage.getStore();

/** The audit log's actor name for a key. */
export const apiKeyActorName = (name: string) => `API key "${name}"`;
