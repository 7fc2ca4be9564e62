import { describe, expect, it } from "vitest";
import { errorLogCollector, expectErrorLog, takeErrorLogProblems } from "./error-log";

const write = (entry: object) =>
  new Promise<void>((resolve) => errorLogCollector().write(`${JSON.stringify(entry)}\n`, () => resolve()));

describe("the error-log check the setup file runs around every API test", () => {
  it("names an error or fatal entry nobody declared, and ignores warnings", async () => {
    await write({ level: 40, msg: "slow query" });
    await write({ level: 50, msg: "sandbox webhook delivery failed", err: { message: "Fastify has already been closed" } });
    await write({ level: 60, msg: "out of memory" });
    expect(takeErrorLogProblems()).toEqual([
      "unexpected error logged: sandbox webhook delivery failed: Fastify has already been closed",
      "unexpected error logged: out of memory",
    ]);
    expect(takeErrorLogProblems()).toEqual([]);
  });

  it("accepts a declared entry, and names a declared one that never came", async () => {
    expectErrorLog(/^request failed/);
    expectErrorLog(/^refund not accepted/);
    await write({ level: 50, msg: "request failed", err: { message: "check constraint" } });
    expect(takeErrorLogProblems()).toEqual(["expected an error log matching /^refund not accepted/, none was logged"]);
  });
});
