// Bundles the API for production: our own code and @vayu/shared (TypeScript source) go
// into dist/, every other dependency stays in node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => name !== "@vayu/shared");

await build({
  entryPoints: ["src/server.ts", "src/db/seed-cli.ts", "src/db/migrate-cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  entryNames: "[name]",
  logLevel: "warning",
});
