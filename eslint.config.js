// Flat config: typescript-eslint's strict, type-checked rules for sources and tests.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/coverage/**",
      "**/fixtures/**",
      "examples/**",
      "**/scripts/**/*.mjs",
      // The projects the benchmarks write and remove (git ignores them): one left by an interrupted run is
      // no source of this repository, and would fail `npm run lint` in the next CI run of that checkout.
      "scripts/bench/.synthetic-api*/**",
      "scripts/bench/.cronjob-example/**",
      // The fuzzers' projects and kept failures (scripts/fuzz/README.md), ignored by git for the same reason.
      "scripts/fuzz/.projects/**",
      "scripts/fuzz/.failures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The vitest configs belong to no package's tsconfig (they are not sources or tests), nor do the
        // declarations that let tests import a build or bench script's module.
        projectService: {
          allowDefaultProject: [
            "vitest.shared.ts",
            "vitest.fast-check.ts",
            "packages/*/vitest.config.ts",
            "packages/*/scripts/*.d.mts",
            "scripts/bench/*.d.mts",
          ],
          defaultProject: "tsconfig.base.json",
          // One vitest config per package (eight packages, the shared one and its fast-check setup) plus the build script's
          // declarations: more than typescript-eslint's default of eight files.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true, allowBoolean: true },
      ],
      "@typescript-eslint/no-unnecessary-condition": ["error", { allowConstantLoopConditions: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      curly: ["error", "multi-line", "consistent"],
      // Libraries report through diagnostics and the CLI writes to the streams it is given.
      "no-console": "error",
    },
  },
  {
    // Tests and the benchmark/maintenance scripts talk to the developer directly.
    files: ["**/test/**", "scripts/**", "**/scripts/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
