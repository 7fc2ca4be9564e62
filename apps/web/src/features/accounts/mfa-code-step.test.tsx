import { messages } from "@vayu/shared/messages";
import { mfaMessages } from "@vayu/shared/staff-mfa";
import { describe, expect, it } from "vitest";
import { markupOf, post, recordingRenderer, valueOf } from "../../test/page-renderer";

const owner = { _id: "user-9", name: "Anita Desai", email: "owner@vayu.example" };
const credentials = { email: owner.email, password: "staff-password" };
const ticket = "ticket.for-the-code-step.signature";

describe("the login's code step for staff with two-step sign-in (docs/decisions/230-staff-second-factor.md)", () => {
  it("asks for the code after a right password, keeping the ticket in the form and no password", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/auth/login" ? { status: 200, body: { mfaRequired: true, mfaToken: ticket } } : undefined,
    );
    const page = await render(post("/login?redirect=%2Fadmin", credentials));
    const html = markupOf(page.html);
    expect(page.status).toBe(200);
    expect(html).toContain("Two-step sign-in");
    expect(html).toContain("Authentication code");
    expect(html).toMatch(/<input[^>]*autoComplete="one-time-code"|<input[^>]*autocomplete="one-time-code"/);
    expect(valueOf(html, "mfaToken")).toBe(ticket);
    expect(valueOf(html, "intent")).toBe("mfa");
    expect(html).not.toContain("staff-password");
  });

  it("sends the code with the ticket and goes where the login was headed, with the login toast", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.path === "/api/auth/mfa" ? { status: 200, body: { accessToken: "token-with-mfa", user: owner } } : undefined,
    );
    const page = await render(post("/login?redirect=%2Fadmin", { intent: "mfa", mfaToken: ticket, code: " 123 456 " }));
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/mfa", body: { mfaToken: ticket, code: "123456" } }]);
    expect(page).toMatchObject({ status: 303, location: "/admin", flash: { kind: "success", message: messages.auth.loginSuccess } });
  });

  it("shows the server's reason for a refused code and asks again, the ticket kept", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/auth/mfa" ? { status: 401, body: { message: mfaMessages.codeReused } } : undefined,
    );
    const page = await render(post("/login", { intent: "mfa", mfaToken: ticket, code: "123456" }));
    const html = markupOf(page.html);
    expect(html).toContain(mfaMessages.codeReused);
    expect(valueOf(html, "mfaToken")).toBe(ticket);
    expect(valueOf(html, "code") ?? "").toBe("");
  });

  it("refuses an empty code without asking the server", async () => {
    const { render, writes } = recordingRenderer();
    const page = await render(post("/login", { intent: "mfa", mfaToken: ticket, code: "" }));
    expect(writes()).toEqual([]);
    expect(markupOf(page.html)).toContain(mfaMessages.codeMissing);
  });
});
