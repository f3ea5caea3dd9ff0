import { defineConfig } from "vite";

export default defineConfig({
  base: "./",
  build: { target: "es2022", chunkSizeWarningLimit: 1500 },
  // The search worker is a module worker; ES output lets it share chunks (and lazy imports) like the page.
  worker: { format: "es" },
  preview: { host: "127.0.0.1" },
  server: { host: "127.0.0.1" },
});
