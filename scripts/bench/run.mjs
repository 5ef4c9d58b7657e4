// `npm run bench`: crdgen's benchmarks, run after `npm run build`. Each section measures its variants
// alternately (one run of each in turn, BENCH_RUNS rounds, default 5) as separate processes and prints
// the median wall time and peak RSS, and the ratios it has targets for. Later sections (generator, watch)
// are added to `sections` below. Environment: BENCH_RUNS, BENCH_ONLY, BENCH_KINDS, BENCH_CORPUS (default
// /work/shared/corpus/crds),
// BENCH_RSS=child (measure RSS inside the child even where /usr/bin/time exists).
import { statSync } from "node:fs";
import { checkSection } from "./check-section.mjs";
import { generateSection } from "./generate-section.mjs";
import { measureNode, median, rssSource } from "./measure.mjs";

const corpus = process.env.BENCH_CORPUS ?? "/work/shared/corpus/crds";
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a positive whole number, not ${process.env.BENCH_RUNS}`);
  process.exit(2);
}
if (!statSync(corpus, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`corpus folder ${corpus} not found (set BENCH_CORPUS)`);
  process.exit(2);
}

// BENCH_ONLY=check or BENCH_ONLY=generate runs one section.
const only = process.env.BENCH_ONLY;
const sections = [
  ...(only === undefined || only === "check" ? [checkSection(corpus)] : []),
  ...(only === undefined || only === "generate" ? [generateSection()] : []),
];

function runSection(section) {
  const active = section.variants.filter((v) => v.skip === undefined);
  const samples = new Map(active.map((v) => [v.id, { wallMs: [], rssMb: [] }]));
  for (let round = 0; round < runs; round++) {
    for (const variant of active) {
      const result = measureNode(variant.args, { cwd: section.cwd });
      if (!variant.okStatus.includes(result.status)) {
        console.error(`${variant.label} exited with ${result.status}:\n${result.stderr || result.stdout}`);
        process.exit(1);
      }
      samples.get(variant.id).wallMs.push(result.wallMs);
      samples.get(variant.id).rssMb.push(result.rssMb);
    }
  }
  return new Map([...samples].map(([id, s]) => [id, { wallMs: median(s.wallMs), rssMb: median(s.rssMb) }]));
}

function printSection(section, medians) {
  const rows = section.variants.map((v) => {
    const m = medians.get(v.id);
    return m === undefined
      ? [v.label, v.skip, ""]
      : [v.label, `${Math.round(m.wallMs)} ms`, `${Math.round(m.rssMb)} MB`];
  });
  const header = ["variant", "wall (median)", "peak RSS (median)"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("   ")}`;
  console.log(`\n${section.title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const ratio of section.ratios) {
    const a = medians.get(ratio.numerator);
    const b = medians.get(ratio.denominator);
    if (a === undefined || b === undefined) continue;
    const value = a.wallMs / b.wallMs;
    const verdict = meetsTarget(value, ratio) ? "met" : "MISSED";
    const bound = ratio.strictlyLess ? "<" : "<=";
    const target = Number.isInteger(ratio.target) ? ratio.target.toFixed(1) : String(ratio.target);
    console.log(`  ${ratio.label}: ${value.toFixed(2)}x  (target ${bound} ${target}x: ${verdict})`);
  }
}

// A ratio record: { label, numerator, denominator, target, strictlyLess? }; without strictlyLess the
// target is an upper bound the ratio may reach ("no slower than"), with it one it must stay under.
function meetsTarget(value, ratio) {
  return ratio.strictlyLess ? value < ratio.target : value <= ratio.target;
}

console.log(
  `crdgen benchmarks: ${runs} run${runs === 1 ? "" : "s"} per variant, alternating; medians. Peak RSS via ${rssSource}.`,
);
console.log(`corpus: ${corpus}`);
for (const section of sections) printSection(section, runSection(section));
