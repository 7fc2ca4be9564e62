import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}e2e/tests/planted.spec.ts` });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").length;
}

describe("every browser test takes test and expect from e2e/fixtures.ts", () => {
  it.each(['import { test } from "@playwright/test";', 'import { expect, type Page } from "@playwright/test";'])("lint refuses %s", async (code) => {
    expect(await restrictedImportErrors(code)).toBeGreaterThan(0);
  });

  it("lint accepts the fixtures' test and Playwright's types", async () => {
    expect(await restrictedImportErrors('import type { Page } from "@playwright/test";\nimport { expect, test } from "../fixtures";')).toBe(0);
  });
});
