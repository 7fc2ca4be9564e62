import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  // Brotli and gzip copies next to each asset; the API serves them pre-compressed.
  plugins: [react(), tailwindcss(), compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 })],
  server: { proxy: { "/api": api, "/uploads": api } },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 400 },
});
