import { hash, verify } from "@node-rs/argon2";
import { messages } from "@vayu/shared/messages";
import { badRequest } from "../../http/errors";
import { isCommonPassword } from "./common-passwords";

/** argon2id (the library's default algorithm) at OWASP's recommended cost: 19 MiB, 2 passes. */
const POLICY = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, POLICY);
}

/** A password someone chose for themselves: one of the most common is refused (400 on `field`), else hashed. */
export function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) throw badRequest(messages.auth.passwordTooCommon, { field });
  return hashPassword(password);
}

/** Computed once; verifying against it costs what a real check costs. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (an unknown e-mail) it still runs
 * a full argon2 verification, so the answer takes as long as for a known e-mail.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
