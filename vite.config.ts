import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle is our Express app (server/app.ts), which mounts React Router's handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // Radix's hydration check without its synchronous re-render (app/lib/radix-use-is-hydrated.ts).
      {
        find: /^@radix-ui\/react-use-is-hydrated$/,
        replacement: fileURLToPath(new URL("./app/lib/radix-use-is-hydrated.ts", import.meta.url)),
      },
    ],
  },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
}));
