// The scale benchmark (issue 16): the synthetic API at 50, 200 and 800 kinds (BENCH_KINDS_SCALE), each point a
// table of cold `crdgen generate` on both TypeScript backends, `tsc --noEmit` of TypeScript 5.9 and 7 and
// ts-json-schema-generator, measured alternately; then what one more kind costs each of them, from the
// smallest point to the largest. Targets: at 200 kinds the ts-morph backend ≤ 0.8× ts-json-schema-generator
// and ≤ 1.6× tsc 5.9, the TypeScript 7 backend ≤ 1.0× tsc 5.9; per extra kind ≤ 2.5 ms on either backend.
// It runs several alternating tables, so it measures itself with run.mjs's harness (`measure(harness)`).
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { schemaGeneratorVariant } from "./generate-section.mjs";
import { median } from "./measure.mjs";
import { writeSyntheticApi } from "./synthetic-api.mjs";
import {
  generateVariants,
  installTypeScript7,
  removeAtExit,
  temporaryOutputs,
  tscVariants,
} from "./ts-variants.mjs";

// Inside the repository (so that `crdgen` and `kubernetes-types` resolve), apart from the generate and watch
// sections' folder; rewritten for each point and removed at the end.
const projectDir = fileURLToPath(new URL("./.synthetic-api-scale/", import.meta.url));
// The point the ratio targets are judged at (BENCH_SCALE_RATIO_KINDS, so that a test can run a small one).
const ratioKinds = Number(process.env.BENCH_SCALE_RATIO_KINDS ?? 200);
const perKindTargetMs = 2.5;
const ratios = [
  {
    label: "ts-morph backend / ts-json-schema-generator",
    numerator: "tsMorph",
    denominator: "tsJsonSchema",
    target: 0.8,
  },
  { label: "ts-morph backend / tsc 5.9", numerator: "tsMorph", denominator: "tsc", target: 1.6 },
  { label: "typescript7 backend / tsc 5.9", numerator: "typescript7", denominator: "tsc", target: 1.0 },
];

/** The kind counts to measure: BENCH_KINDS_SCALE (comma-separated), default 50,200,800. */
export function scalePoints(text = process.env.BENCH_KINDS_SCALE ?? "50,200,800") {
  const points = text.split(",").map((part) => Number(part.trim()));
  if (points.length === 0 || points.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`BENCH_KINDS_SCALE must be whole numbers separated by commas, not ${text}`);
  return [...new Set(points)].sort((a, b) => a - b);
}

/**
 * Rounds at a point: BENCH_RUNS scaled by √(200 / kinds), at most BENCH_RUNS and at least 1, so that the
 * 800-kind point (≈4× the work of 200) gets half the rounds and the default run stays near 10 minutes.
 */
export function roundsAt(kinds, runs) {
  return Math.max(1, Math.min(runs, Math.round(runs * Math.sqrt(ratioKinds / kinds))));
}

/** A self-measuring section; run.mjs passes its harness (runs, runSection, variantTable) to `measure`. */
export function scaleSection(points = scalePoints()) {
  return {
    title: `scale: synthetic API at ${points.join(" / ")} kinds`,
    measure: (harness) => measureScale(points, harness),
  };
}

function measureScale(points, { runs, runSection, variantTable }) {
  const tables = [];
  const measured = [];
  try {
    for (const kinds of points) {
      const section = pointSection(kinds);
      const rounds = roundsAt(kinds, runs);
      const samples = runSection(section, rounds);
      tables.push({
        ...variantTable(section, samples),
        title: `${section.title}, ${rounds} round${rounds === 1 ? "" : "s"}`,
      });
      measured.push({ kinds, variants: section.variants, samples });
    }
  } finally {
    rmSync(projectDir, { recursive: true, force: true });
  }
  if (measured.length > 1) tables.push(perKindTable(measured[0], measured[measured.length - 1]));
  return tables;
}

function pointSection(kinds) {
  const apiDir = writeSyntheticApi(projectDir, kinds);
  installTypeScript7(projectDir);
  const schemaGenerator = schemaGeneratorVariant(apiDir);
  removeAtExit(schemaGenerator.workDir);
  return {
    title: `scale, ${kinds} kinds: crdgen generate (both backends) vs. tsc --noEmit 5.9 and 7 vs. ts-json-schema-generator`,
    cwd: projectDir,
    variants: [
      ...generateVariants(["api"], temporaryOutputs(`crdgen-bench-scale-${kinds}`)),
      ...tscVariants(),
      schemaGenerator,
    ],
    ratios: kinds === ratioKinds ? ratios : [],
  };
}

/**
 * What one more kind costs: (median at the largest point − median at the smallest) / the kinds between, CPU
 * and wall; the range divides the widest and narrowest differences of the two points' samples. A variant
 * skipped at either point keeps its reason.
 */
function perKindTable(small, large) {
  const extra = large.kinds - small.kinds;
  const perKind = (values) => {
    const [a, b] = [small.samples.get(values.id)?.[values.key], large.samples.get(values.id)?.[values.key]];
    return a === undefined || b === undefined ? undefined : costPerExtraKind(a, b, extra);
  };
  const cell = (cost) => `${cost.median.toFixed(2)} ms (${cost.min.toFixed(2)}–${cost.max.toFixed(2)})`;
  const rows = [];
  const targets = [];
  for (const variant of large.variants) {
    const cpu = perKind({ id: variant.id, key: "cpuMs" });
    const wall = perKind({ id: variant.id, key: "wallMs" });
    const measuredBoth = cpu !== undefined && wall !== undefined;
    rows.push(
      measuredBoth ? [variant.label, cell(wall), cell(cpu)] : [variant.label, variant.skip ?? "", ""],
    );
    if (variant.id !== "tsMorph" && variant.id !== "typescript7") continue;
    targets.push({
      label: `${variant.label}, per extra kind`,
      value: measuredBoth
        ? `${cpu.median.toFixed(2)} ms CPU (wall ${wall.median.toFixed(2)} ms)`
        : "not measurable (see its row)",
      target: `<= ${perKindTargetMs} ms`,
      met: measuredBoth ? cpu.median <= perKindTargetMs : undefined,
    });
  }
  return {
    title: `scale: cost per extra kind, ${small.kinds} → ${large.kinds} kinds (difference of the medians / ${extra})`,
    header: ["variant", "wall per kind: median (range)", "CPU per kind: median (range)"],
    rows,
    targets,
  };
}

/**
 * One more kind's cost from the samples (ms) at two points `extraKinds` apart: `{ median, min, max }`, the
 * difference of the medians, and the narrowest and the widest difference of the samples, each per kind.
 */
export function costPerExtraKind(smallSamples, largeSamples, extraKinds) {
  return {
    median: (median(largeSamples) - median(smallSamples)) / extraKinds,
    min: (Math.min(...largeSamples) - Math.max(...smallSamples)) / extraKinds,
    max: (Math.max(...largeSamples) - Math.min(...smallSamples)) / extraKinds,
  };
}
