import { messages } from "@vayu/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, liveToken, openPage } from "../../test/storefront";

const m = messages.phoneLogin;
const newShopper = { _id: "4b0a3c1e-0000-4000-8000-000000000009", name: "Meena Iyer", email: null, phone: "9876543210" };
const codeSent = { "POST /api/auth/otp/request": [200, { message: m.codeSent }] } as const;

async function openPhoneLogin(url = "/login/phone") {
  const page = openPage(url);
  const phone = await screen.findByLabelText(m.phoneLabel);
  return { ...page, phone };
}

describe("logging in with a mobile number", () => {
  it("is offered on the login page", async () => {
    fakeApi();
    openPage("/login");
    expect(await screen.findByRole("link", { name: m.usePhone })).toHaveAttribute("href", "/login/phone");
  });

  it("asks for a number the phone keyboard and autofill know, and refuses one that is not a mobile number", async () => {
    const { writes } = fakeApi();
    const { user, fill, phone } = await openPhoneLogin();
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    await fill(phone, "12345");
    await user.click(screen.getByRole("button", { name: m.sendCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.phoneInvalid);
    expect(writes()).toEqual([]);
  });

  it("sends the number as 10 digits, then asks for the one-time code, with resend after 30 seconds", async () => {
    const { writes } = fakeApi(codeSent);
    const { user, fill, phone } = await openPhoneLogin();
    await fill(phone, "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: m.sendCode }));
    const code = await screen.findByLabelText(m.codeLabel);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveValue("");
    expect(screen.getByText(m.codeSentTo("+91 98765 43210"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    expect(writes()).toEqual([{ method: "POST", path: "/api/auth/otp/request", body: { phone: "9876543210" } }]);
  });

  it("asks a new number's name once, keeping the code, then logs in", async () => {
    let tries = 0;
    const { writes } = fakeApi({
      ...codeSent,
      "POST /api/auth/otp/verify": () =>
        tries++ === 0
          ? [400, { message: m.nameNeeded, field: "name" }]
          : [200, { accessToken: liveToken(), user: newShopper }],
    });
    const { user, fill, phone, router } = await openPhoneLogin("/login/phone?redirect=/about");
    await fill(phone, "9876543210");
    await user.click(screen.getByRole("button", { name: m.sendCode }));
    await fill(await screen.findByLabelText(m.codeLabel), "123456");
    await user.click(screen.getByRole("button", { name: m.verify }));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.nameNeeded);
    const name = screen.getByLabelText(m.nameLabel);
    expect(screen.getByLabelText(m.codeLabel)).toHaveValue("123456");
    await fill(name, "Meena Iyer");
    await user.click(screen.getByRole("button", { name: m.verify }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(writes().slice(1)).toEqual([
      { method: "POST", path: "/api/auth/otp/verify", body: { phone: "9876543210", code: "123456" } },
      { method: "POST", path: "/api/auth/otp/verify", body: { phone: "9876543210", code: "123456", name: "Meena Iyer" } },
    ]);
  });

  it("shows a wrong code's message and sends nothing for a code that is not six digits", async () => {
    const { writes } = fakeApi({ ...codeSent, "POST /api/auth/otp/verify": [400, { message: m.codeWrong(4), field: "code" }] });
    const { user, fill, phone } = await openPhoneLogin();
    await fill(phone, "9876543210");
    await user.click(screen.getByRole("button", { name: m.sendCode }));
    const code = await screen.findByLabelText(m.codeLabel);
    await fill(code, "12");
    await user.click(screen.getByRole("button", { name: m.verify }));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.codeMissing);
    expect(writes()).toHaveLength(1);
    await fill(code, "654321");
    await user.click(screen.getByRole("button", { name: m.verify }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(m.codeWrong(4)));
  });
});
