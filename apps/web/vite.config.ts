import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { "/api": api, "/uploads": api } },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 400 },
});
