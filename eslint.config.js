import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import lingui from "eslint-plugin-lingui";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { webBoundaryZones } from "./apps/web/boundaries.js";
import { apiBoundaries, apiBoundaryZones, apiTableZones } from "./apps/api/boundaries.js";

/**
 * Every way Vitest and Playwright can focus, skip, postpone or expect a test to fail:
 * `it.only`, `test.describe.skip`, `it.concurrent.skip`, `it.todo`, `test.fixme`,
 * `it.skipIf(...)`, `test.skip(condition)` inside a test, `test.info().fixme()`,
 * `testInfo.skip()`, `xit`, `fdescribe`... A test either runs and can fail, or is deleted.
 */
const testApi = "/^(it|test|describe|suite|bench)$/";
const skippingMember = "/^(only|skip|skipIf|runIf|todo|fixme|fail|fails)$/";
const importResolution = {
  "import-x/extensions": [".ts", ".tsx", ".js"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
};

const noFocusedOrSkippedTests = [
  ...["object.name", "object.object.name", "object.object.object.name"].map((path) => ({
    selector: `MemberExpression[${path}=${testApi}][property.name=${skippingMember}]`,
    message: "No focused, skipped, todo or fixme tests: make the test pass or delete it.",
  })),
  {
    selector: `MemberExpression[object.type="CallExpression"][object.callee.property.name="info"][property.name=${skippingMember}], MemberExpression[object.name=/^(testInfo|ctx|context)$/][property.name=${skippingMember}]`,
    message: "No skipping from inside a test: make the test pass or delete it.",
  },
  {
    selector: "CallExpression[callee.name=/^[xf](it|test|describe)$/]",
    message: "No focused or skipped tests (xit, fit, xdescribe...).",
  },
];

/**
 * The storefront's files whose text is translated (docs/product/http-contract.md "Languages"): no
 * literal user-facing text outside the catalogues. A helper translating an area appends its
 * folders here, one line each.
 */
const translatedFiles = [
  "apps/web/src/app/layout/**",
  "apps/web/src/components/NotFoundPage.tsx",
  "apps/web/src/components/LocalisedLink.tsx",
  "apps/web/src/features/checkout/DemoPaymentsBanner.tsx",
  ...["cart/{CartPage,CartLineItem,CouponForm,OrderSummary,RemoveLineForm,UnavailableLines}.tsx", "cart/*.ts", "checkout/*.{ts,tsx}", "addresses/**", "orders/**", "tracking/**"].map((glob) => `apps/web/src/features/${glob}`), "apps/web/src/components/order/**", "apps/web/src/app/routes/CheckoutPage.tsx",
  "apps/web/src/features/content/{BlogPage,PrivacyPage,TermsPage,ReturnPage,ShippingPage}.tsx", "apps/web/src/features/content/{static,api}/**", "apps/web/src/features/content/home/{BannerSlider,BlogCard,TestimonialsSection}.tsx", "apps/web/src/features/enquiries/{ContactForm,ContactPage,enquiry-actions}.{ts,tsx}", "apps/web/src/features/grievances/**", "apps/web/src/components/GrievanceMessages.tsx", "apps/web/src/lib/known-messages.ts",
  "apps/web/src/features/catalog/{ListingPage,ProductPage,RelatedProducts,listing-params}.{ts,tsx}", "apps/web/src/features/search/SearchPage.tsx", "apps/web/src/features/emi/**", "apps/web/src/features/wishlist/WishlistPage.tsx", "apps/web/src/components/ui/{LoadError,SortSelect,FiltersToolbar,Pagination,Price,YouSave,StockState,Breadcrumbs,PermanentRedirect}.tsx", "apps/web/src/features/compare/**", "apps/web/src/features/questions/**",
  "apps/web/src/features/recently-viewed/**",
  "apps/web/src/components/ui/{AddressLines,Breadcrumbs,DocumentDownload,FormCard,LazyMapEmbed,Modal,NoScriptApply,StarRating}.tsx", "apps/web/src/features/content/carousel/**", "apps/web/src/features/content/home/LatestBlogs.tsx", "apps/web/src/components/content/known-messages.ts", "apps/web/src/components/product/known-messages.ts",
  "apps/web/src/features/content/{AboutPage,OfficePage,ServicePage,CareerPage}.tsx", "apps/web/src/features/enquiries/**", "apps/web/src/components/site-texts.ts",
  "apps/web/src/features/accounts/!(StaffInvitePage).{ts,tsx}", "apps/web/src/app/routes/AccountPage.tsx",
  ...["catalog/**", "search/**", "wishlist/**", "reviews/**", "stock-alerts/**", "delivery/**", "cart/{BuyBox,BuyBar,AddToCartButton,QuantityStepper}.tsx"].map((glob) => `apps/web/src/features/${glob}`), "apps/web/src/components/store-promises.ts", "apps/web/src/app/routes/ProductPage.tsx", "apps/web/src/components/ui/{LoadError,SortSelect,FiltersToolbar,Pagination,Price,YouSave,StockState,Breadcrumbs,PermanentRedirect}.tsx",
];

/** What `lingui/no-unlocalized-strings` lets through: markup, URLs, ids and names that are not text. */
const unlocalizedStrings = {
  ignore: ["^[^\\s]*$", "^(https?:|mailto:|tel:|/)"],
  ignoreNames: [
    { regex: { pattern: "^(className|[a-z]*ClassName|class|id|href|to|type|role|rel|target|key|name|src|srcSet|sizes|loading|decoding|fetchPriority|dir|lang|hrefLang|viewBox|d|fill|stroke|width|height|align|tone|direction|data-.*|rootMargin|aria-(controls|describedby|labelledby|haspopup|current|live|roledescription))$" } },
    { regex: { pattern: "([cC]lass(es)?|Base)$" } },
  ],
  ignoreFunctions: ["cn", "clsx", "console.*", "Error", "*.startsWith", "*.endsWith", "*.includes", "*.test", "*.dataset", "useQuery", "*.matchMedia"],
};

export default tseslint.config(
  { ignores: ["**/dist/**", "apps/web/dist-server/**", "**/node_modules/**", "data/**", "**/drizzle/**", "e2e/test-results/**", "e2e/playwright-report/**", "packages/shared/locales/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-restricted-syntax": ["error", ...noFocusedOrSkippedTests],
    },
  },
  {
    // A flow that spans domains is a workflow that calls them, never the other way round (docs/architecture.md).
    files: ["apps/api/src/domains/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/workflows/**"], message: "Domains do not import workflows: move the flow into the workflow." }] }],
    },
  },
  {
    // API modules (docs/decisions/250-api-modules.md): another domain only through its index.ts, never its
    // tables, no circle between domains, no domain inside http/, db/, mail/ or jobs/. Tests may reach inside.
    files: ["apps/api/src/**/*.ts"],
    // The composition roots: one Drizzle schema of every domain's tables, and the command-line tools.
    ignores: ["**/*.test.ts", "apps/api/src/db/schema.ts", "apps/api/src/db/*-cli.ts"],
    plugins: { "import-x": importX, "api-boundaries": apiBoundaries },
    settings: importResolution,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: apiBoundaryZones() }],
      "api-boundaries/no-domain-cycle": "error",
    },
  },
  {
    files: ["apps/api/src/domains/*/tables.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: apiTableZones() }] },
  },
  {
    // Every browser test gets its worker's store and fails on unexpected browser errors (ADR 131).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test", "expect"], message: "Import test and expect from e2e/fixtures.ts." }] },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Feature folders stay independent (docs/decisions/120-web-feature-boundaries.md).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importResolution,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: webBoundaryZones() }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: translatedFiles.map((glob) => (glob.endsWith("**") ? `${glob}/*.{ts,tsx}` : glob)),
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { lingui },
    rules: { "lingui/no-unlocalized-strings": ["error", unlocalizedStrings] },
  },
);
