import type { PageRequest } from "@vayu/shared/page-request";
import { createRenderer } from "../entry-server";
import { template } from "./form-posts";

// Form posts through the real server renderer (docs/decisions/195-forms-before-javascript.md): its
// route actions run, their API calls reach a fake that records them and answers as told.

/** An API call a page or its action made. */
export interface ApiCall {
  method: string;
  /** "/api/..." with any query. */
  path: string;
  body: unknown;
}

/** An answer of the fake API: anything it is not told to answer is a 404. */
export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export function recordingRenderer(answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const calls: ApiCall[] = [];
  const render = createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async (url, init) => {
      const call = {
        method: init.method ?? "GET",
        path: url,
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body = {} } = answer(call) ?? { status: 404, body: { message: "Not found" } };
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    },
  });
  /** The calls other than the reads every page makes (`GET`s), which tests of a form do not care about. */
  const writes = () => calls.filter((call) => call.method !== "GET");
  return { render, calls, writes };
}

/** The shopper of a page session, as the API server hands it to the renderer. */
export const shopper = {
  token: "shopper-token",
  user: { _id: "user-1", name: "Asha Verma", email: "asha@example.in" },
  csrf: "csrf-token",
};

export const visit = (url: string, session: PageRequest["session"] = null): PageRequest => ({
  url,
  method: "GET",
  session,
  flash: null,
});

export const post = (url: string, fields: Record<string, string>, session: PageRequest["session"] = null): PageRequest => ({
  url,
  method: "POST",
  form: new URLSearchParams(fields).toString(),
  session,
  flash: null,
});

/** The value attribute of the input named `name` in the page (what it is filled in with, before any script). */
export function valueOf(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input && /value="([^"]*)"/.exec(input)?.[1];
}

/** The rendered page without the state handed to the browser (which repeats an action's answer). */
export function markupOf(html: string): string {
  return html.replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, "");
}
