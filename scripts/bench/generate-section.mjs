// The generator benchmark: cold `crdgen generate` on the synthetic API, next to `tsc --noEmit` on the same
// files. Target: generating costs no more than type-checking the same program.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSyntheticApi } from "./synthetic-api.mjs";

const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bin.js", import.meta.url));
// Inside the repository, so that `crdgen` and `kubernetes-types` resolve from its node_modules.
const projectDir = fileURLToPath(new URL("./.synthetic-api/", import.meta.url));

/** A benchmark section: variants measured alternately, and the ratios that have targets. */
export function generateSection(kinds = Number(process.env.BENCH_KINDS ?? 200)) {
  writeSyntheticApi(projectDir, kinds);
  const out = mkdtempSync(join(tmpdir(), "crdgen-bench-out-"));
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  return {
    title: `generator: crdgen generate vs. tsc --noEmit (synthetic API, ${kinds} kinds)`,
    cwd: projectDir,
    variants: [
      {
        id: "generate",
        label: "crdgen generate (built bin)",
        args: [bin, "generate", "api", "--out", out],
        okStatus: [0],
      },
      { id: "tsc", label: "tsc --noEmit", args: [tsc, "--noEmit", "-p", "tsconfig.json"], okStatus: [0] },
    ],
    ratios: [{ label: "generate / tsc --noEmit", numerator: "generate", denominator: "tsc", target: 1.0 }],
  };
}
