import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own lint config, run on snippets placed in the web app: the boundary
// rules (docs/decisions/120-web-feature-boundaries.md) must refuse what they exist to refuse.
const repo = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: repo });

async function ruleErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, "apps/web/src", file) });
  return result!.messages.map((message) => message.ruleId);
}

describe("web feature boundaries", () => {
  it("refuses an import from one feature into another", async () => {
    const code =
      'import { AddToCartButton } from "../cart/AddToCartButton";\nexport const Buy = AddToCartButton;\n';
    expect(await ruleErrors("features/catalog/Buy.tsx", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses a feature or the app inside components/ and lib/", async () => {
    const fromFeature =
      'import { useCartCount } from "../features/cart/useCartCount";\nexport const count = useCartCount;\n';
    expect(await ruleErrors("lib/cart-count.ts", fromFeature)).toContain("import-x/no-restricted-paths");
    const fromApp = 'import { router } from "../../app/router";\nexport const current = router;\n';
    expect(await ruleErrors("components/ui/Current.tsx", fromApp)).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import cycle", async () => {
    // lib/queries/get-cart.ts imports lib/mirrored-list.ts: importing it back closes a circle.
    const code = 'import { cartKey } from "./queries/get-cart";\nexport const key = cartKey;\n';
    expect(await ruleErrors("lib/mirrored-list.ts", code)).toContain("import-x/no-cycle");
  });

  it("lets a feature use its own folder, components/ and lib/, and the app compose features", async () => {
    const feature =
      'import { useCart } from "../../lib/queries/get-cart";\nimport { Button } from "../../components/ui/Button";\nimport { CartLineItem } from "./CartLineItem";\nexport const parts = [useCart, Button, CartLineItem];\n';
    expect(await ruleErrors("features/cart/Parts.tsx", feature)).toEqual([]);
    const app =
      'import { AddToCartButton } from "../features/cart/AddToCartButton";\nimport { WishlistToggle } from "../features/wishlist/WishlistToggle";\nexport const parts = [AddToCartButton, WishlistToggle];\n';
    expect(await ruleErrors("app/Parts.tsx", app)).toEqual([]);
  });
});
