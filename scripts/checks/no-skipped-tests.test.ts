import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function restrictedSyntaxErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").length;
}

const refused = [
  'it.only("a", () => {});',
  'it.skip("a", () => {});',
  'it.todo("a");',
  'it.fails("a", () => {});',
  'it.skipIf(process.env.CI)("a", () => {});',
  'it.runIf(process.env.CI)("a", () => {});',
  'it.concurrent.skip("a", () => {});',
  'it.concurrent.only("a", () => {});',
  'it.skip.each([1])("a %i", () => {});',
  'describe.only("a", () => {});',
  'describe.skip("a", () => {});',
  'describe.todo("a");',
  'test.skip("a", async () => {});',
  'test.fixme("a", async () => {});',
  'test.fail("a", async () => {});',
  'test.only("a", async () => {});',
  'test.describe.skip("a", () => {});',
  'test.describe.only("a", () => {});',
  'test.describe.fixme("a", () => {});',
  'test.describe.serial.skip("a", () => {});',
  'test("a", async ({ browserName }) => { test.skip(browserName === "webkit", "no"); });',
  'test("a", async () => { test.fixme(); });',
  'test("a", async () => { test.info().fixme(); });',
  'test("a", async ({}, testInfo) => { testInfo.skip(); });',
  'xit("a", () => {});',
  'xtest("a", () => {});',
  'xdescribe("a", () => {});',
  'fit("a", () => {});',
  'fdescribe("a", () => {});',
];

describe("lint refuses focused and skipped tests", () => {
  it.each(refused)("refuses %s", async (code) => {
    expect(await restrictedSyntaxErrors(code, "e2e/tests/planted.spec.ts")).toBeGreaterThan(0);
    expect(await restrictedSyntaxErrors(code, "apps/api/src/planted.test.ts")).toBeGreaterThan(0);
  });

  it("accepts tests that run, and the calls that only look alike", async () => {
    const fine = [
      'it("a", () => {});',
      'it.each([1, 2])("a %i", () => {});',
      'test.describe("a", () => { test.describe.configure({ mode: "serial" }); test("b", async () => {}); });',
      'test.slow(); test.setTimeout(5000); test.step("b", async () => {});',
      "const rows = [1, 2]; rows.filter(Boolean); stream.skip(3);",
    ];
    for (const code of fine) expect(await restrictedSyntaxErrors(code, "e2e/tests/planted.spec.ts"), code).toBe(0);
  });
});
