import { config } from "zod/v4/core";

// Zod compiles object parsers with `new Function` when it may; probing for that is an eval the
// store's Content-Security-Policy forbids (no unsafe-eval: apps/api/src/http/security.ts), which browsers
// report as a violation on every page that parses. Parse without compiling in the browser.
config({ jitless: true });
