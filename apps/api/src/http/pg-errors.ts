/** A PostgreSQL SQLSTATE: five digits or capitals, such as 23505 or 22P02. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error and its causes, outermost first: Drizzle wraps the driver's error as its `cause`. */
export function causeChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e);
  return chain;
}

/**
 * The SQLSTATE of a PostgreSQL error, found on the error itself (a driver's error) or on
 * one of its causes (a DrizzleQueryError wraps the driver's error).
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/**
 * Class 22, data exception: the database refused a value (a malformed uuid, a number out of
 * range, a NUL character, a string too long, an impossible date). The client sent it: a 400.
 */
export function isPgDataError(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith("22") ?? false;
}

/** Postgres unique_violation (23505), also when Drizzle wraps the driver's error as its cause. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}
