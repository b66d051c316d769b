import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkReport } from "./scripts/chunk-report-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkReport()],
  build: {
    // Keep every asset a separate hashed file so the CSP never needs data: fonts or inline styles.
    assetsInlineLimit: 0,
  },
});
