import { localeOfPath } from "@vayu/shared/locale";
import { offlineMessage } from "./offline-message";
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

/** The bearer token of a valid session; an expired one ends the session and refuses the call. */
function authorization(): Record<string, string> {
  const session = getSession();
  if (session && isTokenExpired(session.token)) {
    expireSession();
    throw new ApiError(401, "Your session has expired. Please log in again.", null);
  }
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

/** The API's refusal as an ApiError with its `{ message }`; a 401 ends the session. */
function refusal(response: Response, data: unknown): ApiError {
  if (response.status === 401 && getSession()) expireSession();
  const message =
    typeof data === "object" && data && "message" in data && typeof data.message === "string"
      ? data.message
      : "";
  return new ApiError(response.status, message, data);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer answers `/api` calls in-process, never over the network (docs/decisions/125-server-rendered-store.md). */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** The shared zod schema of an answer (docs/decisions/110-api-contract.md): `api` reads the body through it. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema, or a loader of one. The fetchers every page loads first pass a loader
 * (`() => import("@vayu/shared/cart").then((m) => m.CartResponse)`), so zod arrives with the
 * first answer instead of with the page (docs/decisions/177-lean-first-load.md).
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/**
 * The page's language, for the API's messages (docs/product/http-contract.md "Languages"): in the
 * browser the language of its URL, not the browser's own preference. On the server the page
 * server sends the language of the page it renders (apps/api/src/http/storefront.ts).
 */
function pageLanguage(): Record<string, string> {
  return typeof window === "undefined" ? {} : { "Accept-Language": localeOfPath(window.location.pathname) };
}

/**
 * Calls `/api{path}` with JSON and the bearer token when a valid one exists (docs/product/storefront.md "Session"),
 * and reads the answer through `schema`: a body that does not match is an error, never taken on trust.
 */
export async function api<T>(
  schema: SchemaSource<T>,
  path: string,
  { method = "GET", body, signal, headers: extra }: RequestOptions = {},
): Promise<T> {
  // Loaded while the request is under way; a refused request leaves it unread, never unhandled.
  const schemaReady = typeof schema === "function" ? schema() : Promise.resolve(schema);
  schemaReady.catch(() => undefined);
  const headers: Record<string, string> = { ...extra, Accept: "application/json", ...authorization(), ...pageLanguage() };
  // A FormData body (a file upload) sets its own multipart type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, offlineMessage(), null);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw refusal(response, data);
  return (await schemaReady).parse(data);
}

/** A file the API serves (a tax invoice's PDF, the staff's CSV) at `url` ("/api/..."), fetched with the bearer token as `api` does. */
export async function apiFile(url: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(url, { headers: authorization() }).catch(() => {
    throw new ApiError(0, "", null);
  });
  if (!response.ok) throw refusal(response, await response.json().catch(() => null));
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "document.pdf";
  return { blob: await response.blob(), fileName };
}

/** The server's message when it sent one, else the fallback text of docs/product/messages.md. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
