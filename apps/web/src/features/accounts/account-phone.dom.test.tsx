import { messages } from "@vayu/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setSession } from "../../lib/session";
import { fakeApi, liveToken, openPage, shopperUser } from "../../test/storefront";

const m = messages.phoneLogin;
const phoneUser = { _id: "4b0a3c1e-0000-4000-8000-000000000002", name: "Meena Iyer", email: null, phone: "9876543210" };

const card = (name: string) => screen.getByRole("region", { name });

describe("the account page's mobile number (docs/decisions/301-phone-accounts-on-the-account-page.md)", () => {
  it("lets an e-mail account add a number by the code sent to it, and shows it verified", async () => {
    setSession({ token: liveToken(), user: shopperUser });
    const { writes } = fakeApi({
      "POST /api/account/phone/request": [200, { message: m.codeSent }],
      "POST /api/account/phone/verify": [200, { user: { ...shopperUser, phone: "9123456789" }, message: m.phoneAdded }],
    });
    const { user, fill } = openPage("/account");
    const mobile = await screen.findByRole("region", { name: m.addPhoneTitle });
    // The form's code loads after the page (app/routes/later-account-forms.tsx).
    expect(await within(mobile).findByText(m.noPhone)).toBeInTheDocument();

    await fill(within(mobile).getByLabelText(m.phoneLabel), "+91 91234 56789");
    await user.click(within(mobile).getByRole("button", { name: m.sendCode }));
    expect(await within(mobile).findByText(m.codeSentTo("+91 91234 56789"))).toBeInTheDocument();
    const code = within(mobile).getByLabelText(m.codeLabel);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await fill(code, "123456");
    await user.click(within(mobile).getByRole("button", { name: m.addPhoneVerify }));

    expect(await within(card(m.addPhoneTitle)).findByText("+91 91234 56789")).toBeInTheDocument();
    expect(within(card(m.addPhoneTitle)).getByText(m.verified)).toBeInTheDocument();
    expect(within(card(m.addPhoneTitle)).getByLabelText(m.newPhoneLabel)).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "POST", path: "/api/account/phone/request", body: { phone: "9123456789" } },
      { method: "POST", path: "/api/account/phone/verify", body: { phone: "9123456789", code: "123456" } },
    ]);
  });

  it("keeps the code step with the server's reason when the code is wrong", async () => {
    setSession({ token: liveToken(), user: shopperUser });
    fakeApi({
      "POST /api/account/phone/request": [200, { message: m.codeSent }],
      "POST /api/account/phone/verify": [400, { message: m.codeWrong(4), field: "code" }],
    });
    const { user, fill } = openPage("/account");
    const mobile = await screen.findByRole("region", { name: m.addPhoneTitle });
    await fill(await within(mobile).findByLabelText(m.phoneLabel), "9123456789");
    await user.click(within(mobile).getByRole("button", { name: m.sendCode }));
    await fill(await within(mobile).findByLabelText(m.codeLabel), "000000");
    await user.click(within(mobile).getByRole("button", { name: m.addPhoneVerify }));
    expect(await within(mobile).findByRole("alert")).toHaveTextContent(m.codeWrong(4));
    expect(within(mobile).getByLabelText(m.codeLabel)).toBeInTheDocument();
  });

  it("offers an account made with a mobile number an e-mail and password instead of a password change", async () => {
    setSession({ token: liveToken(), user: phoneUser });
    const { writes } = fakeApi({
      "POST /api/account/email": [200, { user: { ...phoneUser, email: "meena@example.in" }, message: m.emailAdded }],
    });
    const { user, fill } = openPage("/account");
    const adding = await screen.findByRole("region", { name: m.addEmailTitle });
    expect(screen.queryByRole("region", { name: "Password" })).not.toBeInTheDocument();
    expect(await within(card(m.addPhoneTitle)).findByText("+91 98765 43210")).toBeInTheDocument();

    await fill(await within(adding).findByLabelText(m.emailLabel), "Meena@Example.in");
    await fill(within(adding).getByLabelText("New Password"), "secret123");
    await fill(within(adding).getByLabelText("Confirm Password"), "secret124");
    await user.click(within(adding).getByRole("button", { name: m.addEmailSave }));
    expect(await within(adding).findByText(messages.auth.resetMismatch)).toBeInTheDocument();
    await fill(within(adding).getByLabelText("Confirm Password"), "secret123");
    await user.click(within(adding).getByRole("button", { name: m.addEmailSave }));

    // The e-mail is the account's now: the page offers the password change instead.
    expect(await screen.findByRole("region", { name: "Password" })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: "/api/account/email", body: { email: "meena@example.in", password: "secret123" } }]);
  });

  it("deletes an account made with a mobile number with the code sent to it", async () => {
    setSession({ token: liveToken(), user: phoneUser });
    const { writes } = fakeApi({
      "POST /api/account/close/code": [200, { message: m.codeSent }],
      "DELETE /api/account": [200, { message: messages.account.deleted }],
    });
    const { user, fill, router } = openPage("/account");
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(messages.account.deleteCodeHint("+91 98765 43210"))).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: m.sendCode }));
    await fill(await within(dialog).findByLabelText(m.codeLabel), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(writes()).toEqual([
      { method: "POST", path: "/api/account/close/code", body: {} },
      { method: "DELETE", path: "/api/account", body: { code: "654321" } },
    ]);
  });
});
