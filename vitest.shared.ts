import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One test configuration for every package. Tests must not depend on machine speed: CI and development
// machines are shared, 2-core and often loaded (two generator hooks once timed out at vitest's default
// 10 s while compiling TypeScript projects). So no test asserts wall-clock time, and the limits below only
// catch a hang: far above what any test needs on an idle machine.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["node_modules/**", "dist/**"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // fast-check's seed: fixed in CI, fresh locally (vitest.fast-check.ts).
    setupFiles: [fileURLToPath(new URL("./vitest.fast-check.ts", import.meta.url))],
  },
});
