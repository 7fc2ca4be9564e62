import { messages } from "@vayu/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage } from "../../test/storefront";

const emailed = { "POST /api/auth/forgot-password": [200, { message: messages.auth.resetLinkEmailed }] } as const;

async function openForgot() {
  const page = openPage("/forgot-password");
  const email = await screen.findByLabelText("Email");
  return { ...page, email, submit: screen.getByRole("button", { name: "Send Reset Link" }) };
}

async function openReset() {
  const page = openPage("/reset-password/reset-token-1");
  const password = await screen.findByLabelText("New Password");
  const confirm = screen.getByLabelText("Confirm Password");
  return { ...page, password, confirm, submit: screen.getByRole("button", { name: "Change Password" }) };
}

describe("forgot password", () => {
  it("asks for the e-mail address on an empty submit", async () => {
    const { writes } = fakeApi();
    const { user, email, submit } = await openForgot();
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.forgotMissing));
    expect(writes()).toEqual([]);
  });

  it("refuses an address that is not one", async () => {
    fakeApi();
    const { user, fill, email, submit } = await openForgot();
    await fill(email, "priya@");
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail));
  });

  it("sends the link, says it was e-mailed and empties the field", async () => {
    const { writes } = fakeApi(emailed);
    const { user, fill, email, submit } = await openForgot();
    await fill(email, "priya@example.com");
    await user.click(submit);
    expect(await screen.findByRole("status")).toHaveTextContent(messages.auth.resetLinkEmailed);
    expect(email).toHaveValue("");
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/forgot-password", body: { email: "priya@example.com" } }]);
  });

  it("shows the catalogue's message when the server refuses without one", async () => {
    fakeApi({ "POST /api/auth/forgot-password": [400, {}] });
    const { user, fill, email, submit } = await openForgot();
    await fill(email, "priya@example.com");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.forgotFailed);
  });
});

describe("reset password", () => {
  it("says both fields are required on an empty submit", async () => {
    const { writes } = fakeApi();
    const { user, password, submit } = await openReset();
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.auth.resetMissing));
    expect(writes()).toEqual([]);
  });

  it("says the passwords do not match", async () => {
    fakeApi();
    const { user, fill, password, confirm, submit } = await openReset();
    await fill(password, "secret123");
    await fill(confirm, "secret124");
    await user.click(submit);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(messages.auth.resetMismatch));
  });

  it("says a password under 6 characters is too short", async () => {
    fakeApi();
    const { user, fill, password, confirm, submit } = await openReset();
    await fill(password, "abc12");
    await fill(confirm, "abc12");
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.auth.resetPasswordShort));
  });

  it("sends the link's token with the new password and goes to login", async () => {
    const { writes } = fakeApi({ "POST /api/auth/reset-password": [200, { message: messages.auth.passwordChanged }] });
    const { user, fill, password, confirm, submit, router } = await openReset();
    await fill(password, "secret123");
    await fill(confirm, "secret123");
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(writes()).toEqual([
      { method: "POST", path: "/api/auth/reset-password", body: { token: "reset-token-1", newPassword: "secret123" } },
    ]);
  });

  it("shows the catalogue's message when the link is no longer good", async () => {
    fakeApi({ "POST /api/auth/reset-password": [400, {}] });
    const { user, fill, password, confirm, submit } = await openReset();
    await fill(password, "secret123");
    await fill(confirm, "secret123");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.resetFailed);
  });
});
