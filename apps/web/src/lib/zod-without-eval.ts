import type { $ZodConfig } from "zod/v4/core";

// Zod compiles object parsers with `new Function` when it may; probing for that is an eval the
// store's Content-Security-Policy forbids (no unsafe-eval: apps/api/src/http/security.ts), which browsers
// report as a violation on every page that parses. Parse without compiling in the browser.
// Zod keeps its settings on this global, made by whichever copy loads first and shared by all
// (zod/v4/core/core.js); set here without importing zod, which would put zod's core in the shell's
// chunk for the schemas that load later (docs/performance.md, 2026-11-27 20:15).
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}
Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });
