// The validate benchmark: `crdgen validate` of 10,000 objects generated from the corpus CRDs' schemas (seeded,
// written to a temporary folder when the benchmark starts) against the corpus, next to reading the same files
// alone with the project's YAML reader. Target: validating costs at most twice the reading.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeObjects } from "./object-generator.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
const readManifests = fileURLToPath(new URL("./read-manifests.mjs", import.meta.url));

/** A benchmark section: variants measured alternately, the ratios that have targets, and a throughput line. */
export function validateSection(corpus, count = Number(process.env.BENCH_OBJECTS ?? 10000)) {
  const objects = mkdtempSync(join(tmpdir(), "crdgen-bench-objects-"));
  // The objects are only for this run: removed when the benchmark ends.
  process.on("exit", () => rmSync(objects, { recursive: true, force: true }));
  const written = writeObjects(objects, corpus, { count, seed: 1 });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return {
    title:
      `validate: crdgen validate of ${count} generated objects vs. reading the same files alone ` +
      `(${(written.totalBytes / 2 ** 20).toFixed(0)} MB of objects from ${written.kinds} served versions; ` +
      `${kb(written.smallest)}, median ${kb(written.median)}, largest ${kb(written.largest)})`,
    cwd: root,
    variants: [
      {
        id: "validate",
        label: "crdgen validate --crds corpus (built bin)",
        // Exit 1: some objects are refused, which is part of what is measured. JSON output keeps the
        // rendering cost the same whatever the terminal.
        args: [bin, "validate", objects, "--crds", corpus, "--format", "json"],
        okStatus: [0, 1],
      },
      {
        id: "read",
        label: "read only: readManifestText",
        args: [readManifests, corpus, objects],
        okStatus: [0],
      },
    ],
    ratios: [{ label: "validate / read", numerator: "validate", denominator: "read", target: 2.0 }],
    // Throughput from the median wall and CPU times of the validate variant.
    summary: (samples, median) => {
      const s = samples.get("validate");
      return [
        `objects/second: ${Math.round(count / (median(s.wallMs) / 1000))} wall, ` +
          `${Math.round(count / (median(s.cpuMs) / 1000))} per CPU second; ` +
          `peak RSS ${Math.round(median(s.rssMb))} MB`,
      ];
    },
  };
}
