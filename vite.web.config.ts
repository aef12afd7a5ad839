/**
 * Plain Vite build of the same renderer for the browser host (`npm run web`, Playwright):
 * out/web, served by host/server.ts. Also `npx vite --config vite.web.config.ts` gives a
 * browser-only dev server (it needs a running host for IPC, so prefer `npm run web`).
 */
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: at('./renderer'),
  base: './',
  plugins: [svelte()],
  build: {
    // CARDHALL_WEB_OUT: another folder, so parallel test runs on one machine do not
    // overwrite each other's build (the host and Playwright read the same variable).
    outDir: process.env['CARDHALL_WEB_OUT'] ?? at('./out/web'),
    emptyOutDir: true,
    // Phaser alone is ~1.5 MB minified; it is loaded from disk, not the network.
    chunkSizeWarningLimit: 2500,
    // The page's CSP allows fonts from 'self' only, so a small font file must stay a file,
    // never a data: URL (Vite inlines assets under 4 KiB by default).
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  server: { host: '127.0.0.1' },
});
