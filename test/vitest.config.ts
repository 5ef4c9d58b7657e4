import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../vitest.shared.js";

// The end-to-end tests sit at the top of this workspace rather than under test/.
export default mergeConfig(shared, defineConfig({ test: { include: ["**/*.test.ts"] } }));
