/**
 * electron-vite build of the desktop app into out/{main,preload,renderer}.
 *
 * Our folders are top-level main/, preload/, renderer/ (not electron-vite's default src/*),
 * so every entry is explicit. The preload is forced to CommonJS (`index.cjs`): with
 * "type": "module" it would come out as ESM, which a sandboxed window cannot load.
 */
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: at('./out/main'),
      // The AI runs in a worker thread (main/ai/worker-pool.ts looks for ai-worker.js next to
      // the main bundle), so it is a second entry of the main build.
      lib: { entry: { index: at('./main/index.ts'), 'ai-worker': at('./main/ai/worker.ts') } },
    },
  },
  preload: {
    build: {
      outDir: at('./out/preload'),
      lib: { entry: at('./preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: 'index.cjs' },
      },
    },
  },
  renderer: {
    root: at('./renderer'),
    plugins: [svelte()],
    build: {
      outDir: at('./out/renderer'),
      // Phaser is large; the packaged app loads it from disk, but smaller still starts faster.
      minify: true,
      chunkSizeWarningLimit: 2500,
      // The page's CSP allows fonts from 'self' only, so a small font file must stay a file,
      // never a data: URL (Vite inlines assets under 4 KiB by default).
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
      rolldownOptions: { input: at('./renderer/index.html') },
    },
  },
});
