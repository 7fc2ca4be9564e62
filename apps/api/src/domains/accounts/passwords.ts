import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) at OWASP's recommended cost: 19 MiB, 2 passes. */
const POLICY = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, POLICY);
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
