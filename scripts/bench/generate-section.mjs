// The generator benchmark: cold `crdgen generate` on the synthetic API, next to `tsc --noEmit` on the same
// files and ts-json-schema-generator (its closest TypeScript peer) on the same root kinds. Targets:
// generating costs no more than type-checking the same program, and less than the peer.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { rootsTypeName, writeRootsEntry } from "./schema-generator-roots.mjs";
import { writeSyntheticApi } from "./synthetic-api.mjs";

const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
// Inside the repository, so that `crdgen` and `kubernetes-types` resolve from its node_modules.
const projectDir = fileURLToPath(new URL("./.synthetic-api/", import.meta.url));

/** A benchmark section: variants measured alternately, and the ratios that have targets. */
export function generateSection(kinds = Number(process.env.BENCH_KINDS ?? 200)) {
  const apiDir = writeSyntheticApi(projectDir, kinds);
  const out = mkdtempSync(join(tmpdir(), "crdgen-bench-out-"));
  const require = createRequire(import.meta.url);
  const tsc = require.resolve("typescript/bin/tsc");
  return {
    title: `generator: crdgen generate vs. tsc --noEmit vs. ts-json-schema-generator (synthetic API, ${kinds} kinds)`,
    cwd: projectDir,
    variants: [
      {
        id: "generate",
        label: "crdgen generate (built bin)",
        args: [bin, "generate", "api", "--out", out],
        okStatus: [0],
      },
      { id: "tsc", label: "tsc --noEmit", args: [tsc, "--noEmit", "-p", "tsconfig.json"], okStatus: [0] },
      schemaGeneratorVariant(apiDir, require),
    ],
    ratios: [
      { label: "generate / tsc --noEmit", numerator: "generate", denominator: "tsc", target: 1.0 },
      {
        label: "generate / ts-json-schema-generator",
        numerator: "generate",
        denominator: "tsJsonSchema",
        target: 1.0,
        strictlyLess: true,
      },
    ],
  };
}

/**
 * ts-json-schema-generator on every root kind in one process, type-checking like crdgen does, with the
 * synthetic project's compiler options. The entry file, written next to the output in a temporary folder,
 * wraps the roots in one interface (see schema-generator-roots.mjs). `--expose none` inlines every
 * referenced type, as a CRD's structural schema must (no `$ref`); it is also the only way the tool runs
 * on this API: with the default `--expose export` (or `all`, with or without `--no-type-check`) it stops
 * with TSJ 103 'Type "ObjectMeta" has multiple definitions', because crdgen and kubernetes-types both
 * export an ObjectMeta (and a Quantity).
 */
export function schemaGeneratorVariant(apiDir, require = createRequire(import.meta.url)) {
  const workDir = mkdtempSync(join(tmpdir(), "crdgen-bench-ts-json-schema-"));
  const cli = require.resolve("ts-json-schema-generator/dist/ts-json-schema-generator.js");
  const entry = writeRootsEntry(workDir, apiDir);
  return {
    id: "tsJsonSchema",
    label: `ts-json-schema-generator (${entry.rootCount} roots)`,
    args: [
      ...[cli, "--path", entry.path, "--type", rootsTypeName, "--tsconfig", "tsconfig.json"],
      ...["--expose", "none", "--out", join(workDir, "schema.json")],
    ],
    okStatus: [0],
    // The temporary folder with the entry file and the schema, for a caller that removes it.
    workDir,
  };
}
