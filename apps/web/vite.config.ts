import preact from "@preact/preset-vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const api = process.env.VITE_API_PROXY ?? "http://localhost:3000";

/**
 * React itself stays installed (react-router and the other libraries name it as a peer), but the
 * storefront runs on Preact: every `react`/`react-dom` import is aliased to preact/compat. A
 * module that still reaches React's own files would mean two libraries on one page, or server
 * HTML that the browser's library did not render, so the build stops (docs/decisions/178-preact-compat.md).
 */
const noReact: Plugin = {
  name: "vayu:no-react",
  load(id) {
    if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
      this.error(`${id} is React's own code: import it through the preact/compat alias`);
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies next to each asset; the API serves them pre-compressed.
  // preact() aliases react and react-dom to preact/compat, compiles JSX for Preact and, in dev,
  // refreshes components in place (Prefresh).
  plugins: [
    // Lingui's macros become runtime calls with their message ids (docs/decisions/310-hindi-store.md).
    preact({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    noReact,
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, exclude: [/\.map$/] }),
          // The service worker, dist/sw.js, from src/sw/sw.ts: registered by main.tsx, the manifest
          // served by the API from the store's settings. It precaches only the icon; pages and
          // pictures are kept as they are seen (docs/decisions/336-installable-store.md).
          VitePWA({
            strategies: "injectManifest",
            srcDir: "src/sw",
            filename: "sw.ts",
            injectRegister: false,
            manifest: false,
            injectManifest: { globPatterns: ["favicon.svg"] },
          }),
        ]),
  ],
  server: { proxy: { "/api": api, "/uploads": api } },
  // Maps stay in dist for reading a reported stack trace, unlinked from the bundles and never
  // served (apps/api/src/app.ts refuses .map URLs; docs/decisions/121-lean-web-bundle.md).
  // The manifest lists each chunk's imports: scripts/first-load-js.mjs measures the first
  // load from it. (A page's own chunks are preloaded by Vite's helper once the entry runs,
  // not from the server's HTML: docs/performance.md, 2026-11-25 22:36.)
  build: {
    target: "es2022",
    sourcemap: "hidden",
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    // Everything every page needs before it runs (Preact, the router, the shell) in one file,
    // not forty small ones: a phone on 4G pays a round trip per file (docs/decisions/177-lean-first-load.md).
    rolldownOptions: {
      // react-router uses React 19's useOptimistic where it exists and does without it where it
      // does not, as under preact/compat: the build's notice that the import is undefined is expected.
      onLog(level, log, handler) {
        if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("useOptimistic")) return;
        handler(level, log);
      },
      ...(!isSsrBuild && { output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] } } }),
    },
  },
  // The server renderer (src/entry-server.tsx) bundles every dependency: only inside the bundle
  // do react-router, TanStack Query and the rest get the preact/compat alias, so the server
  // renders with the same library that hydrates in the browser (docs/decisions/178-preact-compat.md).
  ssr: { noExternal: true },
}));
