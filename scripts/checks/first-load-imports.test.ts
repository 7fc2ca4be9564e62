import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The home, listing, product, form, cart, account and checkout pages keep zod out of their first
 * download: their forms load their schemas on first use (docs/decisions/177-lean-first-load.md).
 * One value imported from a shared module that also defines schemas brings zod (21.8 KB gzip) back
 * into the first load,
 * so this walks each page's static imports, as the bundler would, and names the chain to zod.
 * So for react-hook-form (14.7 KB): the product page's forms that use it load after the page
 * (lib/later-part.tsx).
 */
const root = path.resolve(import.meta.dirname, "../..");
const web = path.join(root, "apps/web/src");
const firstLoads = ["main.tsx", "app/routes/ProductPage.tsx", "features/content/HomePage.tsx", "features/catalog/ListingPage.tsx"];
// The form pages: their schemas load on first use, the answers' with the request; the contact and
// dealer forms' code loads after the page (features/enquiries/later-forms.tsx), so does the
// complaint ticket's reply form; the phone login's steps are plain state, not react-hook-form.
const formPages = [
  "features/accounts/LoginPage.tsx",
  "features/accounts/SignupPage.tsx",
  "features/accounts/ForgotPasswordPage.tsx",
  "features/accounts/ResetPasswordPage.tsx",
  "features/enquiries/ContactPage.tsx",
  "features/enquiries/DistributorPage.tsx",
  "features/enquiries/DirectDealerPage.tsx",
  "features/grievances/GrievancePage.tsx",
  "features/grievances/GrievanceTicketPage.tsx",
  "features/accounts/PhoneLoginPage.tsx",
  "features/tracking/TrackPage.tsx",
];
// The signed-in pages: their schemas load with the first use or post; the account's forms, the
// checkout's address list and coupon field, the order page's cancel and return forms after the
// page (lib/later-part.tsx); the cart and the orders list have no react-hook-form form.
const signedInPages = [
  "features/cart/CartPage.tsx",
  "app/routes/AccountPage.tsx",
  "app/routes/CheckoutPage.tsx",
  "features/orders/OrdersPage.tsx",
  "features/orders/OrderPage.tsx",
];
const withoutForms = [
  ...firstLoads,
  ...signedInPages,
  ...formPages.filter((page) => page.startsWith("features/enquiries/")),
  "features/grievances/GrievanceTicketPage.tsx",
  "features/accounts/PhoneLoginPage.tsx",
];
// zod's schemas and checks, and its core: a module of the shell that imports even its config
// carries the core's helpers there for every schema that loads later (docs/performance.md, 2026-11-27 20:15).
const keptOut = ["zod", "zod/v4", "zod/v4/core", "zod/mini", "@hookform/resolvers/zod"];
const forms = ["react-hook-form", "@hookform/resolvers/zod"];

/** The modules `file` imports as values (type-only imports and `import()` load nothing up front). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      return onlyTypes ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** A source file of the repository, or a dependency's specifier as written. */
function resolve(specifier: string, from: string): string {
  const base = specifier.startsWith("@vayu/shared/")
    ? path.join(root, "packages/shared/src", specifier.slice("@vayu/shared/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return specifier;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return found ?? base;
}

/** The import chain from `entry` to the first module of `packages` it reaches, or none. */
function chainTo(entry: string, packages: readonly string[]): string[] | undefined {
  const reached = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(file)) {
      const target = resolve(specifier, file);
      if (target.endsWith(".css") || reached.has(target)) continue;
      reached.set(target, file);
      if (packages.includes(target)) {
        const chain = [target];
        for (let step = reached.get(target); step !== undefined; step = reached.get(step)) chain.unshift(path.relative(root, step));
        return chain;
      }
      queue.push(target);
    }
  }
  return undefined;
}

describe("first loads without zod", () => {
  it("finds the chain to zod through a shared module that defines schemas", () => {
    const chain = chainTo(path.join(root, "packages/shared/src/promotions.ts"), keptOut);
    expect(chain).toEqual(["packages/shared/src/promotions.ts", "zod"]);
  });

  it.each([...firstLoads, ...formPages, ...signedInPages])("%s imports neither zod nor the form resolvers before it runs", (page) => {
    expect(chainTo(path.join(web, page), keptOut)).toBeUndefined();
  });

  it.each(withoutForms)("%s imports no react-hook-form before it runs", (page) => {
    expect(chainTo(path.join(web, page), forms)).toBeUndefined();
  });

  // 2 KB that kept the product page over its budget in Hindi (docs/performance.md, 2026-11-27 23:45).
  it("app/routes/ProductPage.tsx loads the reviews list after the page", () => {
    const reviews = path.join(web, "features/reviews/ProductReviews.tsx");
    expect(chainTo(path.join(web, "app/routes/ProductPage.tsx"), [reviews])).toBeUndefined();
  });
});
