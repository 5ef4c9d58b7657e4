import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../vitest.shared.js";

// The end-to-end tests sit at the top of this workspace rather than under test/. A test here runs the bin
// several times or waits on a watch process several times (each wait up to 120 s on a loaded machine).
export default mergeConfig(
  shared,
  defineConfig({ test: { include: ["**/*.test.ts"], testTimeout: 600_000 } }),
);
