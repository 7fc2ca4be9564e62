import { describe, expect, it } from "vitest";
import { redirectTarget, withRedirect } from "./redirect-target";

const target = (redirect: string) => redirectTarget(new URLSearchParams({ redirect }));

describe("the page after login", () => {
  it("is the page named, inside the store only", () => {
    expect(target("/orders")).toBe("/orders");
    expect(target("//evil.example")).toBe("/");
    expect(target("https://evil.example/orders")).toBe("/");
  });

  it("is the way back an auth page was given, not the auth page", () => {
    expect(target("/login?redirect=%2Forders")).toBe("/orders");
    expect(withRedirect("/login", "/login?redirect=%2Forders")).toBe("/login?redirect=%2Forders");
    expect(target("/login?redirect=%2F%2Fevil.example")).toBe("/");
    expect(target("/signup")).toBe("/");
  });

  it("is never a Hindi auth page either", () => {
    expect(target("/hi/orders")).toBe("/hi/orders");
    expect(target("/hi/login?redirect=%2Fhi%2Forders")).toBe("/hi/orders");
    expect(target("/hi/signup")).toBe("/");
    expect(withRedirect("/login", "/hi/login?redirect=%2Fhi%2Fcart")).toBe("/login?redirect=%2Fhi%2Fcart");
  });
});
