import { messages } from "@vayu/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, liveToken, openPage, shopperUser } from "../../test/storefront";

const signedIn = { "POST /api/auth/login": [200, { accessToken: liveToken(), user: shopperUser }] } as const;

async function openLogin(url = "/login") {
  const page = openPage(url);
  const email = await screen.findByLabelText("Email");
  const password = screen.getByLabelText("Password");
  const submit = screen.getByRole("button", { name: "Login" });
  return { ...page, email, password, submit };
}

describe("the login form", () => {
  it("asks for both fields on an empty submit, focuses the email and sends nothing", async () => {
    const { writes } = fakeApi();
    const { user, email, submit } = await openLogin();
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.loginMissing));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it("asks for the password when only the email is filled in", async () => {
    fakeApi();
    const { user, fill, email, password, submit } = await openLogin();
    await fill(email, "priya@example.com");
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.auth.loginMissing));
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("refuses an e-mail address that is not one", async () => {
    const { writes } = fakeApi();
    const { user, fill, email, password, submit } = await openLogin();
    await fill(email, "priya.example.com");
    await fill(password, "secret123");
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail));
    expect(writes()).toEqual([]);
  });

  it("clears the error as the email becomes valid", async () => {
    fakeApi();
    const { user, fill, email, password, submit } = await openLogin();
    await fill(email, "priya");
    await fill(password, "secret123");
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail));
    await user.type(email, "@example.com");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(messages.auth.invalidEmail)).not.toBeInTheDocument();
  });

  it("sends the trimmed email and the password, then goes where the shopper was headed", async () => {
    const { writes } = fakeApi(signedIn);
    const { user, fill, email, password, submit, router } = await openLogin("/login?redirect=/about");
    await fill(email, "  priya@example.com ");
    await fill(password, "secret123");
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(writes()).toEqual([
      { method: "POST", path: "/api/auth/login", body: { email: "priya@example.com", password: "secret123" } },
    ]);
  });

  it("shows the server's refusal above the form and keeps what was typed", async () => {
    fakeApi({ "POST /api/auth/login": [401, { message: messages.auth.loginFailed }] });
    const { user, fill, email, password, submit, router } = await openLogin();
    await fill(email, "priya@example.com");
    await fill(password, "wrong-one");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.loginFailed);
    expect(email).toHaveValue("priya@example.com");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("falls back to the catalogue's message when the server gives none", async () => {
    fakeApi({ "POST /api/auth/login": [500, {}] });
    const { user, fill, email, password, submit } = await openLogin();
    await fill(email, "priya@example.com");
    await fill(password, "secret123");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.loginFailed);
  });

  it("shows and hides the password", async () => {
    fakeApi();
    const { user, password } = await openLogin();
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
  });
});
