import { messages } from "@vayu/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage, shopperUser } from "../../test/storefront";

const registered = { "POST /api/auth/register": [201, { token: "t", user: shopperUser }] } as const;

async function openSignup() {
  const page = openPage("/signup");
  const name = await screen.findByLabelText("Full Name");
  const email = screen.getByLabelText("Email Address");
  const password = screen.getByLabelText("Password");
  const submit = screen.getByRole("button", { name: "Sign Up" });
  return { ...page, name, email, password, submit };
}

describe("the signup form", () => {
  it("asks to fill in all fields on an empty submit, under the first one, and sends nothing", async () => {
    const { writes } = fakeApi();
    const { user, name, submit } = await openSignup();
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.auth.signupMissing));
    expect(name).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it("clears the error as its field is filled in, and names the next empty field on the next submit", async () => {
    fakeApi();
    const { user, name, email, submit } = await openSignup();
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.auth.signupMissing));
    await user.type(name, "Priya Sharma");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.signupMissing));
    expect(email).toHaveFocus();
  });

  it("refuses an e-mail address that is not one", async () => {
    fakeApi();
    const { user, fill, name, email, password, submit } = await openSignup();
    await fill(name, "Priya Sharma");
    await fill(email, "priya@");
    await fill(password, "secret123");
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail));
  });

  it("refuses a password under 6 characters and clears the error at the sixth", async () => {
    const { writes } = fakeApi();
    const { user, fill, name, email, password, submit } = await openSignup();
    await fill(name, "Priya Sharma");
    await fill(email, "priya@example.com");
    await fill(password, "12345");
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.auth.signupPasswordShort));
    expect(writes()).toEqual([]);
    await user.type(password, "6");
    await waitFor(() => expect(password).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(messages.auth.signupPasswordShort)).not.toBeInTheDocument();
  });

  it("creates the account with the trimmed name and email and goes to login", async () => {
    const { writes } = fakeApi(registered);
    const { user, fill, name, email, password, submit, router } = await openSignup();
    await fill(name, " Priya Sharma ");
    await fill(email, "priya@example.com ");
    await fill(password, "secret123");
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/auth/register",
        body: { name: "Priya Sharma", email: "priya@example.com", password: "secret123" },
      },
    ]);
  });

  it("shows the server's refusal (an address already taken) and stays", async () => {
    fakeApi({ "POST /api/auth/register": [409, { message: "User already exists" }] });
    const { user, fill, name, email, password, submit, router } = await openSignup();
    await fill(name, "Priya Sharma");
    await fill(email, "priya@example.com");
    await fill(password, "secret123");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists");
    expect(router.state.location.pathname).toBe("/signup");
    expect(name).toHaveValue("Priya Sharma");
  });

  it("falls back to the catalogue's message when the server gives none", async () => {
    fakeApi({ "POST /api/auth/register": [500, {}] });
    const { user, fill, name, email, password, submit } = await openSignup();
    await fill(name, "Priya Sharma");
    await fill(email, "priya@example.com");
    await fill(password, "secret123");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.signupFailed);
  });
});
