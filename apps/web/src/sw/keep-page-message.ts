/**
 * What a page tells the service worker after an in-app navigation: the router fetched that page's
 * data, not its HTML, so the worker fetches the HTML to keep it as if the page had been opened
 * (docs/decisions/336-installable-store.md, "Pages reached inside the app").
 */
export interface KeepPageMessage {
  type: "vayu:keep-page";
  url: string;
}

export const keepPageMessage = (url: string): KeepPageMessage => ({ type: "vayu:keep-page", url });

export const isKeepPageMessage = (data: unknown): data is KeepPageMessage =>
  typeof data === "object" &&
  data !== null &&
  "type" in data &&
  data.type === "vayu:keep-page" &&
  "url" in data &&
  typeof data.url === "string";
