import { describe, expect, it } from "vitest";
import { isSessionUser } from "./session";

describe("the stored session's user", () => {
  it("is read back for an e-mail account and for an account made with a mobile number", () => {
    expect(isSessionUser({ _id: "u1", name: "Ravi Kumar", email: "ravi@example.in" })).toBe(true);
    expect(isSessionUser({ _id: "u2", name: "Meena Iyer", email: null, phone: "9876543210" })).toBe(true);
  });

  it("is refused when it is not what the app wrote", () => {
    expect(isSessionUser({ _id: "u1", name: "Ravi Kumar" })).toBe(false);
    expect(isSessionUser({ _id: 7, name: "Ravi Kumar", email: "ravi@example.in" })).toBe(false);
    expect(isSessionUser("ravi@example.in")).toBe(false);
  });
});
