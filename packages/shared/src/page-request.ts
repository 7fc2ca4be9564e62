/**
 * The contract between the API's page server (apps/api/src/http/storefront.ts) and the web
 * build's renderer (apps/web/src/entry-server.tsx): what a page is asked for and who for
 * (docs/decisions/195-forms-before-javascript.md).
 */

/** A toast a form post leaves for the page its redirect goes to. */
export interface Flash {
  kind: "success" | "error" | "info" | "warning";
  message: string;
}

/** The shopper a page is rendered for: the page session's token and user, and the token their forms carry. */
export interface PageSession {
  token: string;
  user: { _id: string; name: string; email: string | null; phone?: string | null };
  csrf: string;
}

export interface PageRequest {
  url: string;
  method: "GET" | "POST";
  /** A form post's body: URL-encoded, or its fields and files when the form carries files (docs/decisions/332-review-photos.md). */
  form?: string | FormData;
  session: PageSession | null;
  flash: Flash | null;
}
