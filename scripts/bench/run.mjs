// `npm run bench`: crdgen's benchmarks, run after `npm run build`. Each section measures its variants
// alternately (one run of each in turn, BENCH_RUNS rounds, default 5) as separate processes and prints
// the median wall time and peak RSS, and the ratios it has targets for. A section that cannot be measured
// that way (watch mode: one long-lived process; the scale section: one table per point and one across them)
// has a `measure(harness)` instead, resolving to the table (or tables, each with its `title`) and the target
// lines to print; the harness is { runs, runSection, variantTable }. A section may have `notes()`, lines
// printed under its table. Environment: BENCH_RUNS, BENCH_ONLY (check, generate, scale, cronjob, watch or
// validate), BENCH_KINDS, BENCH_KINDS_SCALE (scale: the kind counts, default 50,200,800), BENCH_WATCH_KINDS
// (watch: the kind counts, default 200,800), BENCH_OBJECTS (validate: how many objects, default 10000),
// BENCH_CORPUS (default testdata/corpus/crds of this repository), BENCH_RSS=child (measure RSS inside the child even where
// /usr/bin/time exists).
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkSection } from "./check-section.mjs";
import { cronJobSection } from "./cronjob-section.mjs";
import { generateSection } from "./generate-section.mjs";
import { measureNode, median, medianWithSpread, rssSource } from "./measure.mjs";
import { scaleSection } from "./scale-section.mjs";
import { watchSection } from "./watch-section.mjs";
import { validateSection } from "./validate-section.mjs";

const corpus =
  process.env.BENCH_CORPUS ?? fileURLToPath(new URL("../../testdata/corpus/crds", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a positive whole number, not ${process.env.BENCH_RUNS}`);
  process.exit(2);
}
// BENCH_ONLY=check, generate, scale, cronjob, watch or validate runs one section.
const only = process.env.BENCH_ONLY;
const sectionNames = ["check", "generate", "scale", "cronjob", "watch", "validate"];
if (only !== undefined && !sectionNames.includes(only)) {
  console.error(`BENCH_ONLY must be one of ${sectionNames.join(", ")}, not ${only}`);
  process.exit(2);
}
const selected = (name) => only === undefined || only === name;
if (
  (selected("check") || selected("validate")) &&
  !statSync(corpus, { throwIfNoEntry: false })?.isDirectory()
) {
  console.error(`corpus folder ${corpus} not found (set BENCH_CORPUS)`);
  process.exit(2);
}
const sections = [
  ...(selected("check") ? [checkSection(corpus)] : []),
  ...(selected("generate") ? [generateSection()] : []),
  ...(selected("scale") ? [scaleSection()] : []),
  ...(selected("cronjob") ? [cronJobSection()] : []),
  ...(selected("watch") ? [watchSection()] : []),
  ...(selected("validate") ? [validateSection(corpus)] : []),
];

function runSection(section, rounds = runs) {
  const active = section.variants.filter((v) => v.skip === undefined);
  const samples = new Map(active.map((v) => [v.id, { wallMs: [], cpuMs: [], rssMb: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const variant of active) {
      const result = measureNode(variant.args, { cwd: section.cwd });
      if (!variant.okStatus.includes(result.status)) {
        console.error(`${variant.label} exited with ${result.status}:\n${result.stderr || result.stdout}`);
        process.exit(1);
      }
      samples.get(variant.id).wallMs.push(result.wallMs);
      samples.get(variant.id).cpuMs.push(result.cpuMs);
      samples.get(variant.id).rssMb.push(result.rssMb);
    }
  }
  return samples;
}

/**
 * The table and target lines of a section measured alternately, from its samples: medians with their spread
 * (min–max), CPU time next to wall time. A ratio's target is judged on CPU time, the steadier figure on a
 * shared machine; the wall-time ratio is printed beside it.
 */
function variantTable(section, samples) {
  const rows = section.variants.map((v) => {
    const s = samples.get(v.id);
    return s === undefined
      ? [v.label, v.skip, "", ""]
      : [v.label, medianWithSpread(s.wallMs), medianWithSpread(s.cpuMs), `${Math.round(median(s.rssMb))} MB`];
  });
  const targets = section.ratios.flatMap((ratio) => {
    const a = samples.get(ratio.numerator);
    const b = samples.get(ratio.denominator);
    const bound = ratio.strictlyLess ? "<" : "<=";
    const target = Number.isInteger(ratio.target) ? ratio.target.toFixed(1) : String(ratio.target);
    // A skipped side (a backend this build lacks) keeps the target in view, unjudged.
    if (a === undefined || b === undefined) {
      const skipped = section.variants.find(
        (v) => v.id === (a === undefined ? ratio.numerator : ratio.denominator),
      );
      return skipped?.skip === undefined
        ? []
        : [
            {
              label: ratio.label,
              value: "not measurable (see its row)",
              target: `${bound} ${target}x`,
              met: undefined,
            },
          ];
    }
    const cpu = median(a.cpuMs) / median(b.cpuMs);
    const wall = median(a.wallMs) / median(b.wallMs);
    return [
      {
        label: ratio.label,
        value: `${cpu.toFixed(2)}x CPU (wall ${wall.toFixed(2)}x)`,
        target: `${bound} ${target}x`,
        met: meetsTarget(cpu, ratio),
      },
    ];
  });
  return {
    header: ["variant", "wall: median (min–max)", "CPU user+sys: median (min–max)", "peak RSS (median)"],
    rows,
    targets,
    notes: section.summary === undefined ? [] : section.summary(samples, median),
  };
}

// A table: { header, rows (arrays of strings, the first column left-aligned), targets: [{ label, value,
// target, met (undefined: not judged, the variant could not be measured) }] }.
function printTable(title, { header, rows, targets, notes = [] }) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("   ")}`;
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const t of targets)
    console.log(
      `  ${t.label}: ${t.value}  (target ${t.target}: ${t.met === undefined ? "not judged" : t.met ? "met" : "MISSED"})`,
    );
  for (const note of notes) console.log(`  ${note}`);
}

// A ratio record: { label, numerator, denominator, target, strictlyLess? }; without strictlyLess the
// target is an upper bound the ratio may reach ("no slower than"), with it one it must stay under.
function meetsTarget(value, ratio) {
  return ratio.strictlyLess ? value < ratio.target : value <= ratio.target;
}

console.log(
  `crdgen benchmarks: ${runs} run${runs === 1 ? "" : "s"} per variant, alternating; medians with min–max. CPU time and peak RSS via ${rssSource}.`,
);
console.log(`corpus: ${corpus}`);
for (const section of sections) {
  try {
    const tables =
      section.measure === undefined
        ? variantTable(section, runSection(section))
        : await section.measure({ runs, runSection, variantTable });
    for (const table of [tables].flat()) printTable(table.title ?? section.title, table);
    for (const note of section.notes?.() ?? []) console.log(`  ${note}`);
  } catch (error) {
    console.error(`${section.title}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
