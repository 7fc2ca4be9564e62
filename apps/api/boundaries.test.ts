import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own lint config, run on snippets placed in the API: the module rules
// (docs/decisions/250-api-modules.md) must refuse what they exist to refuse.
const repo = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: repo });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, "apps/api/src", file) });
  return result!.messages;
}

const ruleErrors = async (file: string, code: string) => (await lint(file, code)).map((message) => message.ruleId);

describe("API module boundaries", () => {
  it("refuses a deep import into another domain", async () => {
    const code = 'import { toProductJson } from "../catalog/product-query";\nexport const json = toProductJson;\n';
    const [message] = await lint("domains/cart/deep.ts", code);
    expect(message?.ruleId).toBe("import-x/no-restricted-paths");
    expect(message?.message).toContain("index.ts");
  });

  it("refuses another domain's tables, in a domain's code", async () => {
    const code = 'import { products } from "../catalog/tables";\nexport const table = products;\n';
    const messages = await lint("domains/wishlist/reads.ts", code);
    expect(messages.map((message) => message.ruleId)).toEqual(["import-x/no-restricted-paths"]);
    expect(messages[0]?.message).toContain("tables are its own");
  });

  it("refuses an import that closes a circle between domains", async () => {
    // orders imports catalog (orders/tables.ts names products): catalog importing orders closes a circle.
    const code = 'import { salesSince } from "../orders/index";\nexport const sales = salesSince;\n';
    expect(await ruleErrors("domains/catalog/sales.ts", code)).toEqual(["api-boundaries/no-domain-cycle"]);
  });

  it("refuses a domain inside infrastructure: http/, db/, mail/ and jobs/", async () => {
    const code = 'import { getSettings } from "../domains/settings/index";\nexport const settings = getSettings;\n';
    for (const folder of ["http", "db", "mail", "jobs"]) {
      expect(await ruleErrors(`${folder}/settings.ts`, code)).toEqual(["import-x/no-restricted-paths"]);
    }
  });

  it("lets a domain use another's index.ts, a table name another's table, a workflow compose domains, and a test reach inside", async () => {
    const domain = 'import { getSettings } from "../settings/index";\nimport { findOrderItems } from "../orders";\nexport const parts = [getSettings, findOrderItems];\n';
    expect(await ruleErrors("domains/dispatch/parts.ts", domain)).toEqual([]);
    const table = 'import { products } from "../catalog/tables";\nexport const referenced = products;\n';
    expect(await ruleErrors("domains/wishlist/tables.ts", table)).toEqual([]);
    const workflow = 'import { salesSince } from "../../domains/orders/index";\nimport { lowStockProducts } from "../../domains/catalog/index";\nexport const parts = [salesSince, lowStockProducts];\n';
    expect(await ruleErrors("workflows/purchase/parts.ts", workflow)).toEqual([]);
    const test = 'import { toProductJson } from "../catalog/product-query";\nexport const json = toProductJson;\n';
    expect(await ruleErrors("domains/cart/deep.test.ts", test)).toEqual([]);
  });
});
