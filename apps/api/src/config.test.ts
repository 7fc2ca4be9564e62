import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { DATA_DIR: "/tmp/vayu-config-test", JWT_SECRET: "x".repeat(40) };

describe("config", () => {
  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ ...base, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("needs all three Razorpay variables together", () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it("defaults to port 3000, demo seeding and the sandbox", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.razorpay).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });
});
