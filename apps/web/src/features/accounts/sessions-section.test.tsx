import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { sessions } from "../../test/account-sessions";
import { markupOf, post, recordingRenderer, shopper, visit } from "../../test/page-renderer";

/** "Where you're logged in" on the account page (docs/decisions/225-sessions-that-end.md), rendered and posted without JavaScript. */

const withSessions = (call: { method: string; path: string }) =>
  call.method === "GET" && call.path === "/api/account/sessions" ? { status: 200, body: { sessions } } : undefined;

/** The forms of the page that post `intent`. */
const formsWith = (html: string, intent: string) =>
  [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map(([form]) => form).filter((form) => form.includes(`name="intent" value="${intent}"`));

describe("Where you're logged in", () => {
  it("lists each device with where and when, marks this one, and offers Log out for the others only", async () => {
    const { render } = recordingRenderer(withSessions);
    const page = await render(visit("/account", shopper));
    const html = markupOf(page.html).replaceAll("<!-- -->", "");
    expect(html).toContain("Where you&#x27;re logged in");
    expect(html).toContain("Chrome on Linux");
    expect(html).toContain("This device");
    expect(html).toContain("Chrome on Android");
    expect(html).toContain("Where: 198.51.100.*");
    expect(html).toContain("Last used 25 Nov 2026, 6:45 pm IST");

    const ends = formsWith(html, "session-end");
    expect(ends).toHaveLength(1);
    expect(ends[0]).toContain(`name="sessionId" value="${sessions[1]!.id}"`);
    expect(ends[0]).toContain('name="_csrf" value="csrf-token"');
    expect(ends[0]).toContain("Log out");

    const all = formsWith(html, "sessions-end-all");
    expect(all).toHaveLength(1);
    expect(all[0]).toContain('method="post"');
    expect(all[0]).toContain("Log out of all devices");
  });

  it("logs one other device out through the API and comes back with the toast", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.method === "DELETE" ? { status: 204 } : withSessions(call),
    );
    const page = await render(post("/account", { intent: "session-end", sessionId: sessions[1]!.id, returnTo: "/account" }, shopper));
    expect(writes()).toEqual([{ method: "DELETE", path: `/api/account/sessions/${sessions[1]!.id}`, body: undefined }]);
    expect(page).toMatchObject({ status: 303, location: "/account", flash: { kind: "success", message: messages.account.sessionEnded } });
  });

  it("says so when that device had already been logged out", async () => {
    const { render } = recordingRenderer((call) =>
      call.method === "DELETE" ? { status: 404, body: { message: messages.account.sessionNotFound } } : withSessions(call),
    );
    const page = await render(post("/account", { intent: "session-end", sessionId: sessions[1]!.id, returnTo: "/account" }, shopper));
    expect(page).toMatchObject({ status: 303, location: "/account", flash: { kind: "error", message: messages.account.sessionNotFound } });
  });

  it("logs out of all devices and lands on /login with the toast", async () => {
    const { render, writes } = recordingRenderer((call) => (call.path === "/api/auth/logout-all" ? { status: 204 } : withSessions(call)));
    const page = await render(post("/account", { intent: "sessions-end-all", returnTo: "/account" }, shopper));
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/logout-all", body: undefined }]);
    expect(page).toMatchObject({ status: 303, location: "/login", flash: { kind: "success", message: messages.account.allSessionsEnded } });
  });
});
