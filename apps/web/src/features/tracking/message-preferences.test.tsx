import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { markupOf, post, recordingRenderer, shopper, visit } from "../../test/page-renderer";

const preferences = { sms: true, whatsapp: false, whatsappOptedInAt: null };
const checkbox = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markupOf(html))?.[0] ?? "";

describe("the account page's Order updates form without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("is rendered by the server with the shopper's choices: SMS ticked, WhatsApp not until they opt in", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/account/message-preferences" ? { status: 200, body: { preferences } } : undefined,
    );
    const page = await render(visit("/account", shopper));
    expect(page.status).toBe(200);
    expect(checkbox(page.html, "sms")).toContain("checked");
    expect(checkbox(page.html, "whatsapp")).not.toContain("checked");
    expect(markupOf(page.html)).toContain(messages.track.whatsappLabel);
    expect(markupOf(page.html)).toContain('value="message-preferences"');
  });

  it("saves the ticked boxes through the API and comes back with the toast", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.path === "/api/account/message-preferences"
        ? { status: 200, body: { preferences: { sms: false, whatsapp: true, whatsappOptedInAt: "2026-11-26T10:00:00.000Z" } } }
        : undefined,
    );
    const page = await render(post("/account", { intent: "message-preferences", whatsapp: "on", returnTo: "/account", _csrf: shopper.csrf }, shopper));
    expect(writes()).toEqual([{ method: "PUT", path: "/api/account/message-preferences", body: { sms: false, whatsapp: true } }]);
    expect(page).toMatchObject({ status: 303, location: "/account", flash: { kind: "success", message: messages.track.preferencesSaved } });
  });
});
