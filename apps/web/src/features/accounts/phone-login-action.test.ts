import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { shopper, storeAnswering } from "../../test/form-posts";

const m = messages.phoneLogin;

describe("phone login posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("sends the code for the number as 10 digits, then logs in with it and goes where the shopper was headed", async () => {
    const store = storeAnswering({
      "POST /api/auth/otp/request": [200, { message: m.codeSent }],
      "POST /api/auth/otp/verify": [200, { accessToken: "token-just-issued", user: shopper.user }],
    });
    await store.post("/login/phone?redirect=/about", { intent: "request", phone: "+91 98765 43210" }, null);
    const page = await store.post("/login/phone?redirect=/about", { intent: "verify", phone: "9876543210", code: "123456" }, null);
    expect(store.writes()).toMatchObject([
      { path: "/api/auth/otp/request", body: { phone: "9876543210" } },
      { path: "/api/auth/otp/verify", body: { phone: "9876543210", code: "123456" } },
    ]);
    expect(page).toMatchObject({ status: 303, location: "/about", flash: { kind: "success", message: messages.auth.loginSuccess } });
  });
});
