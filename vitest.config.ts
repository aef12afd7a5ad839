import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Unit and property tests live next to the code they test (`*.test.ts`).
export default defineConfig({
  // Compiles `*.svelte.ts` modules (runes) so the renderer's state modules can be tested.
  plugins: [svelte()],
  test: {
    include: [
      'main/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/src/**/*.test.ts',
      'host/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // The shell smoke test needs the built app: npm test runs it after building
    // (vitest.smoke.config.ts).
    exclude: ['**/node_modules/**', 'main/shell/smoke/**'],
    environment: 'node',
    // The Clash catalogue the renderer gets over IPC, given directly (renderer/src/test-setup.ts).
    setupFiles: ['renderer/src/test-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
  },
});
