import { createHash } from "node:crypto";
import { setTimeout as sleepFor } from "node:timers/promises";
import { normalizeEmail } from "@vayu/shared/accounts";
import type { FailureCounts } from "./failure-counts";
import { tooManyAttempts } from "./rate-limits";

const MINUTE = 60_000;

/**
 * Throttling of password checks that cannot be aimed at a victim
 * (docs/decisions/220-failure-only-login-throttling.md):
 * - only failures count, never a right password;
 * - the hard limit is per account and client address together: ten failures for one
 *   account from one address refuse that address (429), and only it;
 * - an address failing against many accounts is refused after `perAddress` failures;
 * - per account, across every address, a growing delay, never a refusal: the right password
 *   from an address that has not failed always gets in, at worst a few seconds late, and
 *   without any delay from an address it signed in from before.
 */
export interface ThrottlePolicy {
  perClient: { max: number; windowMs: number };
  perAddress: { max: number; windowMs: number };
  slowdown: { windowMs: number; free: number; baseMs: number; maxMs: number };
  /** How long an address that signed in is known to its account (no slowdown). */
  knownForMs: number;
  /** The staff alert goes out when a staff account's failures reach this, once per window. */
  staffAlertAt: number;
}

export function throttlePolicy(slowdownBaseMs = 250): ThrottlePolicy {
  return {
    perClient: { max: 10, windowMs: 15 * MINUTE },
    perAddress: { max: 50, windowMs: 15 * MINUTE },
    slowdown: { windowMs: 15 * MINUTE, free: 3, baseMs: slowdownBaseMs, maxMs: slowdownBaseMs * 32 },
    knownForMs: 30 * 24 * 60 * MINUTE,
    staffAlertAt: 10,
  };
}

/** The delay before checking a password of an account with `failures` recent failures. */
export function slowdownMs(policy: ThrottlePolicy["slowdown"], failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseMs * 2 ** (failures - policy.free), policy.maxMs);
}

/** Keys hold no e-mail address: a hash of it (Redis need not learn who shops here). */
const accountKey = (account: string) =>
  createHash("sha256").update(normalizeEmail(account)).digest("base64url").slice(0, 22);

export interface FailureReport {
  /** The account's failures (all addresses) in the current window, this one included. */
  accountFailures: number;
  /** True exactly once per window: when the account's failures reach the alert threshold. */
  alert: boolean;
}

export function createLoginThrottle(deps: {
  counts: FailureCounts;
  policy: ThrottlePolicy;
  sleep?: (ms: number) => Promise<unknown>;
}) {
  const { counts, policy } = deps;
  const sleep = deps.sleep ?? ((ms: number) => sleepFor(ms));
  const keys = (account: string, client: string) => {
    const a = accountKey(account);
    return {
      pair: `pair:${a}:${client}`,
      address: `address:${client}`,
      account: `account:${a}`,
      known: `known:${a}:${client}`,
    };
  };

  return {
    policy,
    /**
     * Before a password of `account` (an e-mail address) is checked for `client`: refuses
     * (429) an address that failed too often, for this account or across accounts; else
     * waits the account's slowdown, unless this address signed in to it before.
     */
    async beforeCheck(account: string, client: string): Promise<number> {
      const k = keys(account, client);
      const [pair, address, total, known] = await counts.read([k.pair, k.address, k.account, k.known]);
      if (pair!.count >= policy.perClient.max) throw tooManyAttempts(pair!.ttlMs);
      if (address!.count >= policy.perAddress.max) throw tooManyAttempts(address!.ttlMs);
      const delay = known!.count > 0 ? 0 : slowdownMs(policy.slowdown, total!.count);
      if (delay > 0) await sleep(delay);
      return delay;
    },

    /** A wrong password: counted for the pair, the address and the account. */
    async failed(account: string, client: string): Promise<FailureReport> {
      const k = keys(account, client);
      await counts.add(k.pair, policy.perClient.windowMs);
      await counts.add(k.address, policy.perAddress.windowMs);
      const total = await counts.add(k.account, policy.slowdown.windowMs);
      return { accountFailures: total.count, alert: total.count === policy.staffAlertAt };
    },

    /** The right password: nothing is counted; the address becomes known to the account. */
    async succeeded(account: string, client: string): Promise<void> {
      await counts.mark(keys(account, client).known, policy.knownForMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
