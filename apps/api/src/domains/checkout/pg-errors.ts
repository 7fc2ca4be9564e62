import { pgErrorCode } from "../../http/pg-errors";

/** Postgres unique_violation (23505), also when Drizzle wraps the driver's error as its cause. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}
