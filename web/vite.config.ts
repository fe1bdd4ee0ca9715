import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The gateway serves the API on the same origin; in dev Vite proxies to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const LOCALES = fileURLToPath(new URL('./src/locales', import.meta.url));

/**
 * The messages of every language beside the server bundle (dist/server/messages/<language>/common.json):
 * the gateway writes the pages' <title> and social-card tags with them, in the visitor's language
 * (services/gateway/src/public-read/pages/page-messages.ts).
 */
function messagesForTheServer(): Plugin {
  return {
    name: 'messages-for-the-server',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle() {
      for (const language of readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
        const source = readFileSync(`${LOCALES}/${language.name}/common.json`, 'utf8');
        this.emitFile({ type: 'asset', fileName: `messages/${language.name}/common.json`, source });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), messagesForTheServer()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Contracts shared with the services (plain constants and types only).
      '@proto': fileURLToPath(new URL('../proto/src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      // The Host header stays the page's, so the gateway's Origin check sees one site.
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  // `vite build` builds both: the SPA (dist) and the server's renderer of public pages'
  // first view (dist/server/server-entry.js, loaded by the gateway), packages included so
  // the gateway needs none of the web app's; staff screens stay in chunks it never loads.
  builder: {},
  environments: {
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: 'dist/server',
        ssr: 'src/app/server-entry.tsx',
        sourcemap: true,
        copyPublicDir: false,
        minify: true,
      },
    },
  },
});
