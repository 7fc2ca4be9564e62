import { readFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { OPENAPI_PATH } from "./openapi";

// The document is read and the store closed before compiling: the compile holds the event loop
// for many seconds, longer than a PostgreSQL connection's timeout in the store's idle jobs.
let document: unknown;
beforeAll(async () => {
  const t = await createTestApp();
  try {
    document = (await t.app.inject({ url: OPENAPI_PATH })).json();
  } finally {
    await t.close();
  }
});

/** The example in docs/openapi-client.md, as an integrator would paste it. */
const documentedExample = () => {
  const guide = readFileSync(path.join(import.meta.dirname, "../../../../docs/openapi-client.md"), "utf8");
  const example = /```ts\n([\s\S]*?)```/.exec(guide)?.[1];
  expect(example, "docs/openapi-client.md has a TypeScript example").toBeDefined();
  return example ?? "";
};

/** What the types must refuse: each @ts-expect-error has to be a real type error. */
const clientChecks = `
import createClient from "openapi-fetch";
import type { paths } from "./vayu-api";

const client = createClient<paths>({ baseUrl: "https://shop.example.in", headers: { Authorization: "Bearer vayu_live_example" } });

export async function cartSize(): Promise<number> {
  const { data, error } = await client.GET("/api/cart");
  if (error) throw new Error(error.message);
  // @ts-expect-error the cart has items, not lines
  void data.cart.lines;
  return data.cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

export async function productTitle(id: string): Promise<string | undefined> {
  const { data } = await client.GET("/api/product/{id}", { params: { path: { id } } });
  return data?.data.title;
}

export async function addToCart(productId: string) {
  // @ts-expect-error quantity is required
  await client.POST("/api/cart", { body: { productId } });
  return client.POST("/api/cart", { body: { productId, quantity: 1 } });
}

// @ts-expect-error the API has no such path
void client.GET("/api/carts");
`;

/** Type-checks in-memory files next to this one (so "openapi-fetch" resolves from the workspace), strictly. */
function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: ["node"],
  };
  const host = ts.createCompilerHost(options);
  const onDisk = { fileExists: host.fileExists, readFile: host.readFile, getSourceFile: host.getSourceFile, directoryExists: host.directoryExists };
  const folders = new Set(Object.keys(files).map((file) => path.dirname(file)));
  host.directoryExists = (folder) => folders.has(folder) || (onDisk.directoryExists?.(folder) ?? false);
  host.fileExists = (file) => file in files || onDisk.fileExists(file);
  host.readFile = (file) => files[file] ?? onDisk.readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in files ? ts.createSourceFile(file, files[file]!, language) : onDisk.getSourceFile(file, language, ...rest);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`);
}

describe("a typed client generated from /api/openapi.json (docs/openapi-client.md)", () => {
  it("compiles with openapi-typescript and openapi-fetch, and knows the cart's and the product's shapes", async () => {
    const schema = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
    expect(schema).toContain('"/api/cart": {');
    expect(schema).toContain("getCart: {");
    const dir = path.join(import.meta.dirname, "generated-client");
    const files = {
      [path.join(dir, "vayu-api.d.ts")]: schema,
      [path.join(dir, "example.ts")]: documentedExample(),
      [path.join(dir, "checks.ts")]: clientChecks,
    };
    expect(typeErrors(files)).toEqual([]);
  }, 120_000);
});
