import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { markupOf, post, recordingRenderer, shopper, valueOf, visit } from "../../test/page-renderer";

const user = { _id: "user-2", name: "Ravi Kumar", email: "ravi@example.in" };

describe("account forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("signs up through the API and goes to /login with the toast the script shows", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.path === "/api/auth/register" ? { status: 201, body: { token: "new-token", user } } : undefined,
    );
    const page = await render(post("/signup", { name: " Ravi Kumar ", email: "ravi@example.in", password: "secret123" }));
    expect(writes()).toEqual([
      { method: "POST", path: "/api/auth/register", body: { name: "Ravi Kumar", email: "ravi@example.in", password: "secret123" } },
    ]);
    expect(page).toMatchObject({ status: 303, location: "/login", flash: { kind: "success", message: messages.auth.signupSuccess } });
  });

  it("shows a refused signup's message and keeps the name and e-mail, not the password", async () => {
    const { render, writes } = recordingRenderer();
    const page = await render(post("/signup", { name: "Ravi Kumar", email: "ravi@example.in", password: "12345" }));
    expect(page.status).toBe(200);
    expect(writes()).toEqual([]);
    expect(page.html).toContain(messages.auth.signupPasswordShort);
    expect(valueOf(page.html, "name")).toBe("Ravi Kumar");
    expect(valueOf(page.html, "email")).toBe("ravi@example.in");
    expect(valueOf(page.html, "password")).toBe("");
  });

  it("shows the server's reason when the API refuses the signup", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/auth/register" ? { status: 409, body: { message: "This e-mail is already registered." } } : undefined,
    );
    const page = await render(post("/signup", { name: "Ravi Kumar", email: "ravi@example.in", password: "secret123" }));
    expect(page.status).toBe(200);
    expect(page.html).toContain("This e-mail is already registered.");
    expect(valueOf(page.html, "email")).toBe("ravi@example.in");
  });

  it("answers a Hindi page's signup in Hindi: the schema's refusal, then /hi/login with the Hindi toast", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/auth/register" ? { status: 201, body: { token: "new-token", user } } : undefined,
    );
    const refused = await render(post("/hi/signup", { name: "Ravi Kumar", email: "ravi@example.in", password: "12345" }));
    // The page shows the refusal in Hindi; the hydration state keeps the action's English.
    expect(markupOf(refused.html)).toContain("पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।");
    expect(markupOf(refused.html)).not.toContain(messages.auth.signupPasswordShort);
    const page = await render(post("/hi/signup", { name: "Ravi Kumar", email: "ravi@example.in", password: "secret123" }));
    expect(page).toMatchObject({ status: 303, location: "/hi/login", flash: { kind: "success", message: "साइन अप हो गया!" } });
  });

  it("keeps a refused login's e-mail in the form", async () => {
    const { render } = recordingRenderer((call) =>
      call.path === "/api/auth/login" ? { status: 401, body: { message: messages.auth.loginFailed } } : undefined,
    );
    const page = await render(post("/login", { email: "ravi@example.in", password: "wrong-one" }));
    expect(page.html).toContain(messages.auth.loginFailed);
    expect(valueOf(page.html, "email")).toBe("ravi@example.in");
  });

  it("logs out: the API drops the page session, then home with the toast", async () => {
    const { render, writes } = recordingRenderer((call) => (call.path === "/api/auth/logout" ? { status: 204 } : undefined));
    const page = await render(post("/logout", { returnTo: "/account" }, shopper));
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/logout", body: undefined }]);
    expect(page).toMatchObject({ status: 303, location: "/", flash: { kind: "success", message: messages.auth.logoutSuccess } });
  });

  it("sends a visit to /logout home without logging out", async () => {
    const { render, calls } = recordingRenderer();
    const page = await render(visit("/logout", shopper));
    expect(page).toMatchObject({ status: 302, location: "/" });
    expect(calls).toEqual([]);
  });

  it("asks for a reset link and shows the same answer for any e-mail", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.path === "/api/auth/forgot-password" ? { status: 200, body: { message: messages.auth.resetLinkEmailed } } : undefined,
    );
    const sent = await render(post("/forgot-password", { email: "nobody@example.in" }));
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/forgot-password", body: { email: "nobody@example.in" } }]);
    expect(sent).toMatchObject({
      status: 303,
      location: "/forgot-password?sent=1",
      flash: { kind: "success", message: messages.auth.resetLinkSent },
    });
    const page = await render(visit(sent.location ?? ""));
    expect(page.html).toContain(messages.auth.resetLinkEmailed);
    expect(valueOf(page.html, "email")).toBe("");

    const refused = await render(post("/forgot-password", { email: "" }));
    expect(refused.html).toContain(messages.auth.forgotMissing);
    expect(refused.html).not.toContain(messages.auth.resetLinkEmailed);
  });

  it("sets a new password with the link's token, then /login", async () => {
    const { render, writes } = recordingRenderer((call) =>
      call.path === "/api/auth/reset-password" ? { status: 200, body: { message: messages.auth.passwordChanged } } : undefined,
    );
    const mismatch = await render(post("/reset-password/link-token", { newPassword: "fresh-pass-1", confirmPassword: "fresh-pass-2" }));
    expect(mismatch.html).toContain(messages.auth.resetMismatch);
    const page = await render(post("/reset-password/link-token", { newPassword: "fresh-pass-1", confirmPassword: "fresh-pass-1" }));
    expect(writes()).toEqual([
      { method: "POST", path: "/api/auth/reset-password", body: { token: "link-token", newPassword: "fresh-pass-1" } },
    ]);
    expect(page).toMatchObject({ status: 303, location: "/login", flash: { kind: "success", message: messages.auth.passwordChanged } });
  });

  it("saves the name and changes the password on the account page", async () => {
    const { render, writes } = recordingRenderer((call) => {
      if (call.path === "/api/account") return { status: 200, body: { user: { ...shopper.user, name: "Asha R. Verma" } } };
      if (call.path === "/api/account/password")
        return { status: 200, body: { accessToken: "renewed", user: shopper.user, message: messages.account.passwordChangedElsewhere } };
      return undefined;
    });
    const named = await render(post("/account", { intent: "profile-save", name: "Asha R. Verma", returnTo: "/account" }, shopper));
    expect(named).toMatchObject({ status: 303, location: "/account", flash: { message: messages.account.profileSaved } });
    const changed = await render(
      post(
        "/account",
        { intent: "password-change", currentPassword: "secret123", newPassword: "fresh-pass-1", confirmPassword: "fresh-pass-1" },
        shopper,
      ),
    );
    expect(changed).toMatchObject({ status: 303, location: "/account", flash: { message: messages.account.passwordChangedElsewhere } });
    expect(writes()).toEqual([
      { method: "PATCH", path: "/api/account", body: { name: "Asha R. Verma" } },
      { method: "POST", path: "/api/account/password", body: { currentPassword: "secret123", newPassword: "fresh-pass-1" } },
    ]);
  });

  it("shows a refused name on its own form only", async () => {
    const { render } = recordingRenderer();
    const page = await render(post("/account", { intent: "profile-save", name: "  " }, shopper));
    expect(page.status).toBe(200);
    expect(markupOf(page.html).split(messages.account.nameMissing)).toHaveLength(2);
  });

  it("adds a mobile number in two posts: the code step comes back with the number, then the page with the toast", async () => {
    const { render, writes } = recordingRenderer((call) => {
      if (call.path === "/api/account/phone/request") return { status: 200, body: { message: messages.phoneLogin.codeSent } };
      if (call.path === "/api/account/phone/verify")
        return { status: 200, body: { user: { ...shopper.user, phone: "9123456789" }, message: messages.phoneLogin.phoneAdded } };
      return undefined;
    });
    const asked = await render(post("/account", { intent: "phone-request", phone: "+91 91234 56789", returnTo: "/account" }, shopper));
    expect(asked.status).toBe(200);
    const markup = markupOf(asked.html);
    expect(markup).toContain(messages.phoneLogin.codeSentTo("+91 91234 56789"));
    expect(markup).toContain('value="phone-verify"');
    expect(valueOf(markup, "phone")).toBe("9123456789");
    const verified = await render(post("/account", { intent: "phone-verify", phone: "9123456789", code: "123456", returnTo: "/account" }, shopper));
    expect(verified).toMatchObject({ status: 303, location: "/account", flash: { message: messages.phoneLogin.phoneAdded } });
    expect(writes()).toEqual([
      { method: "POST", path: "/api/account/phone/request", body: { phone: "9123456789" } },
      { method: "POST", path: "/api/account/phone/verify", body: { phone: "9123456789", code: "123456" } },
    ]);
  });

  it("keeps the code step with the reason when the code is refused, and adds an e-mail to an account made with a number", async () => {
    const phoneShopper = { ...shopper, user: { _id: "user-3", name: "Meena Iyer", email: null, phone: "9876543210" } };
    const { render, writes } = recordingRenderer((call) => {
      if (call.path === "/api/account/phone/verify") return { status: 400, body: { message: messages.phoneLogin.codeWrong(4), field: "code" } };
      if (call.path === "/api/account/email")
        return { status: 200, body: { user: { ...phoneShopper.user, email: "meena@example.in" }, message: messages.phoneLogin.emailAdded } };
      return undefined;
    });
    const wrong = await render(post("/account", { intent: "phone-verify", phone: "9123456789", code: "000000" }, phoneShopper));
    expect(markupOf(wrong.html)).toContain(messages.phoneLogin.codeWrong(4));
    expect(markupOf(wrong.html)).toContain('value="phone-verify"');

    const mismatch = await render(
      post("/account", { intent: "email-add", email: "meena@example.in", newPassword: "secret123", confirmPassword: "other123" }, phoneShopper),
    );
    expect(markupOf(mismatch.html)).toContain(messages.auth.resetMismatch);
    expect(valueOf(markupOf(mismatch.html), "email")).toBe("meena@example.in");
    const added = await render(
      post("/account", { intent: "email-add", email: "meena@example.in", newPassword: "secret123", confirmPassword: "secret123", returnTo: "/account" }, phoneShopper),
    );
    expect(added).toMatchObject({ status: 303, location: "/account", flash: { message: messages.phoneLogin.emailAdded } });
    expect(writes().map((call) => call.path)).toEqual(["/api/account/phone/verify", "/api/account/email"]);
  });
});

