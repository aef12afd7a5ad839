import { defineConfig } from 'vitest/config';

// The shell smoke test (main/shell/smoke) runs the BUILT bundle, so npm test runs it after its
// build step (scripts/test-all.mjs), with this config; `vitest run` leaves it out.
export default defineConfig({
  test: {
    include: ['main/shell/smoke/*.smoke.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
