import { expireSession, getSession, isTokenExpired } from "./session";

/** An error answered by the API: its `{ message }` body and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Calls `/api{path}` with JSON and the bearer token when a valid one exists (spec section 7). */
export async function api<T>(path: string, { method = "GET", body, signal, headers: extra }: RequestOptions = {}): Promise<T> {
  const session = getSession();
  if (session && isTokenExpired(session.token)) {
    expireSession();
    throw new ApiError(401, "Your session has expired. Please log in again.", null);
  }
  const headers: Record<string, string> = { ...extra, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (session) headers.Authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "", null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && session) expireSession();
    const message = typeof data === "object" && data && "message" in data && typeof data.message === "string" ? data.message : "";
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/** The server's message when it sent one, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
