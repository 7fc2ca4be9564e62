import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text PostgreSQL cannot store: NUL (U+0000), and lone UTF-16 surrogates, which are not
 * Unicode at all (the drivers would silently turn them into U+FFFD).
 */
export function isUnstorableText(text: string): boolean {
  return text.includes("\0") || LONE_SURROGATE.test(text);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse();
};

/**
 * The keys leading to the first unstorable string in a parsed body, query or params, in
 * document order ([] when `input` itself is that string), or undefined when there is none.
 * Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(input: unknown): string[] | undefined {
  const pending: Visit[] = [{ value: input, key: "", parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (isUnstorableText(value)) return pathOf(visit);
    } else if (typeof value === "object" && value !== null && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      // Last entry pushed first, so the first field is reported first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * One check for every route, before its schema: a string that PostgreSQL cannot store, in
 * the params, query or body, is a 400 naming its field, so it never reaches the database
 * (docs/decisions/031-bad-input-and-logs.md). Raw bodies (Buffers) are the route's concern.
 */
export function registerTextCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, input] of Object.entries(parts)) {
      const path = findUnstorableText(input);
      if (!path) continue;
      const field = path.join(".") || part;
      const message = `${field} contains a character that is not allowed.`;
      throw badRequest(message, { field, errors: [{ field, message }] });
    }
  });
}
