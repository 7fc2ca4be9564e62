import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies next to each asset; the API serves them pre-compressed.
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, exclude: [/\.map$/] })]),
  ],
  server: { proxy: { "/api": api, "/uploads": api } },
  // Maps stay in dist for reading a reported stack trace, unlinked from the bundles and never
  // served (apps/api/src/app.ts refuses .map URLs; docs/decisions/121-lean-web-bundle.md).
  // The manifest lists each chunk's imports: the server preloads a page's chunks, and
  // scripts/first-load-js.mjs measures the first load from it.
  build: {
    target: "es2022",
    sourcemap: "hidden",
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    // Everything every page needs before it runs (React, the router, the shell) in one file,
    // not forty small ones: a phone on 4G pays a round trip per file (docs/decisions/177-lean-first-load.md).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] } } },
  },
  // The server renderer (src/entry-server.tsx) takes @vayu/shared's TypeScript into its bundle;
  // every other dependency it imports from node_modules at run time.
  ssr: { noExternal: ["@vayu/shared"] },
}));
