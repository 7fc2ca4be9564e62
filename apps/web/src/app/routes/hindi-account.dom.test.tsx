import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { sessions } from "../../test/account-sessions";
import { fakeApi, liveToken, openPage, shopperUser, signIn } from "../../test/storefront";

/**
 * The account area under /hi (docs/product/http-contract.md "Languages"): Hindi headings, labels
 * and the shared schemas' messages, links staying under /hi; the same pages at their English URLs
 * keep the spec's English.
 */

// The pages' modules and the Hindi catalogues, loaded once before the tests: on a busy machine
// their first transform alone outlasts a finder's 5 s wait.
beforeAll(async () => {
  await Promise.all([
    import("../../features/accounts/LoginPage"),
    import("../../features/accounts/SignupPage"),
    import("../../features/accounts/PhoneLoginPage"),
    import("../../features/accounts/ForgotPasswordPage"),
    import("./AccountPage"),
    import("./later-account-forms").then((parts) => parts.loadAccountForms("hi")),
  ]);
}, 120_000);

describe("the account pages in Hindi", () => {
  it("login: Hindi heading and labels, the schema's message in Hindi, links under /hi", async () => {
    const { writes } = fakeApi();
    const { user } = openPage("/hi/login");
    expect(await screen.findByRole("heading", { name: "फिर से स्वागत है!" })).toBeInTheDocument();
    const email = screen.getByLabelText("ई-मेल");
    await user.click(screen.getByRole("button", { name: "लॉग इन" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("कृपया ई-मेल और पासवर्ड दोनों डालें।"));
    expect(writes()).toEqual([]);
    expect(screen.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute("href", "/hi/forgot-password");
    expect(screen.getByRole("link", { name: "अकाउंट नहीं है? साइन अप करें" })).toHaveAttribute("href", "/hi/signup");
    expect(screen.getByRole("link", { name: "मोबाइल नंबर से लॉग इन करें" })).toHaveAttribute("href", "/hi/login/phone");
  });

  it("login: a signed-in shopper lands on the Hindi home page with the Hindi welcome", async () => {
    fakeApi({ "POST /api/auth/login": [200, { accessToken: liveToken(), user: shopperUser }] });
    const { user, fill, router } = openPage("/hi/login");
    await fill(await screen.findByLabelText("ई-मेल"), "priya@example.com");
    await fill(screen.getByLabelText("पासवर्ड"), "secret123");
    await user.click(screen.getByRole("button", { name: "लॉग इन" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/hi/"));
    expect(await screen.findByText("लॉग इन हो गया!")).toBeInTheDocument();
  });

  it("signup: a short password is refused in Hindi", async () => {
    const { writes } = fakeApi();
    const { user, fill } = openPage("/hi/signup");
    expect(await screen.findByRole("heading", { name: "अपना अकाउंट बनाएँ" })).toBeInTheDocument();
    await fill(screen.getByLabelText("पूरा नाम"), "Ravi Kumar");
    await fill(screen.getByLabelText("ई-मेल पता"), "ravi@example.in");
    const password = screen.getByLabelText("पासवर्ड");
    await fill(password, "12345");
    await user.click(screen.getByRole("button", { name: "साइन अप करें" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription("पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।"));
    expect(writes()).toEqual([]);
  });

  it("phone login: the number step and its refusal in Hindi", async () => {
    fakeApi();
    const { user, fill } = openPage("/hi/login/phone");
    expect(await screen.findByRole("heading", { name: "मोबाइल नंबर से लॉग इन करें" })).toBeInTheDocument();
    await fill(screen.getByLabelText("मोबाइल नंबर"), "12345");
    await user.click(screen.getByRole("button", { name: "कोड भेजें" }));
    expect(await screen.findByText("कृपया 10 अंकों का सही मोबाइल नंबर डालें।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "इसके बजाय ई-मेल से लॉग इन करें" })).toHaveAttribute("href", "/hi/login");
  });

  it("forgot password: heading, field and the way back in Hindi", async () => {
    fakeApi();
    openPage("/hi/forgot-password");
    expect(await screen.findByRole("heading", { name: "पासवर्ड भूल गए?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "रीसेट लिंक भेजें" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "लॉग इन पर वापस जाएँ" })).toHaveAttribute("href", "/hi/login");
  });

  it("account: the sections, devices and shortcuts in Hindi", async () => {
    signIn();
    fakeApi({ "GET /api/account/sessions": [200, { sessions }], "GET /api/address": [200, { addresses: [], lastUsed: null }] });
    openPage("/hi/account");
    expect(await screen.findByRole("heading", { level: 1, name: "मेरा अकाउंट" })).toBeInTheDocument();
    for (const name of ["प्रोफ़ाइल", "पासवर्ड", "मोबाइल नंबर", "ऑर्डर अपडेट", "सेव किए गए पते", "अकाउंट डिलीट करें"])
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    const devices = screen.getByRole("region", { name: "आप कहाँ-कहाँ लॉग इन हैं" });
    expect(await within(devices).findByText("यह डिवाइस")).toBeInTheDocument();
    expect(within(devices).getByRole("button", { name: "Chrome on Android से लॉग आउट करें" })).toBeInTheDocument();
    expect(within(devices).getByRole("button", { name: "सभी डिवाइस से लॉग आउट करें" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /मेरे ऑर्डर/ })).toHaveAttribute("href", "/hi/orders");
  });

  it("account: the new password's rules in Hindi", async () => {
    signIn();
    fakeApi({ "GET /api/account/sessions": [200, { sessions }], "GET /api/address": [200, { addresses: [], lastUsed: null }] });
    const { user, fill } = openPage("/hi/account");
    const card = await screen.findByRole("region", { name: "पासवर्ड" });
    await fill(within(card).getByLabelText("मौजूदा पासवर्ड"), "secret123");
    await fill(within(card).getByLabelText("नया पासवर्ड"), "abcdefg");
    await fill(within(card).getByLabelText("पासवर्ड की पुष्टि करें"), "abcdefh");
    await user.click(within(card).getByRole("button", { name: "पासवर्ड बदलें" }));
    expect(await within(card).findByText("दोनों पासवर्ड एक जैसे नहीं हैं।")).toBeInTheDocument();
  });
});

describe("the same pages at their English URLs", () => {
  it("keep the spec's English messages", async () => {
    fakeApi();
    const { user } = openPage("/login");
    expect(await screen.findByRole("heading", { name: "Welcome Back!" })).toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.auth.loginMissing));
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
  });
});
