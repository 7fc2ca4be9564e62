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

/** Node's socket errors of a connection that could not be made or broke. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres's own words for a connection that ended under a query, or a pool that could not get one in time. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Connection ended unexpectedly|timeout exceeded when trying to connect|terminating connection)/;

/**
 * The database could not be reached or went away under the query: a server restarting
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), a failover, a
 * broken socket (class 08 or Node's ECONNREFUSED...). The request may succeed a moment
 * later: a 503, not a 500 (docs/decisions/240-store-survives-faults.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // First: "EPIPE" looks like a SQLSTATE.
  const lost = causeChain(error).some((e) => {
    const errno = (e as { code?: unknown }).code;
    return (typeof errno === "string" && SOCKET_CODES.has(errno)) || LOST_CONNECTION.test(e.message);
  });
  if (lost) return true;
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03");
}
