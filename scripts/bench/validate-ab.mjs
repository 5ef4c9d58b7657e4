#!/usr/bin/env node
// Two builds' validation core side by side, in one process: `node scripts/bench/validate-ab.mjs OTHER_CHECKOUT
// [rounds]` generates the validate benchmark's objects (BENCH_OBJECTS, default 10000, seed 1), reads them and the
// corpus CRDs once, then runs the programmatic `validate({ crds, objects })` of OTHER_CHECKOUT's build and of
// this checkout's in turn, `rounds` times (default 6; which goes first alternates), and prints each one's CPU:
// its first (cold) run, the median of the others (warm), and the ratios. Process-level timings of `crdgen validate` swing by ±15 % on a
// shared 2-core machine, more than most changes to the validators; here both builds run in the same process
// seconds apart, so drifts in load hit them alike. Reading, locating and output are not in these figures
// (they are the same code in both unless the change is there: use the validate section of run.mjs for them).
// The two builds must agree on how many objects are valid, or the comparison stops.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, medianWithSpread } from "./measure.mjs";
import { writeObjects } from "./object-generator.mjs";

const [otherCheckout, roundsText = "6"] = process.argv.slice(2);
if (otherCheckout === undefined) {
  console.error("usage: node scripts/bench/validate-ab.mjs OTHER_CHECKOUT [rounds]");
  process.exit(2);
}
const rounds = Number(roundsText);
const here = fileURLToPath(new URL("../..", import.meta.url));
const corpus = process.env.BENCH_CORPUS ?? join(here, "testdata/corpus/crds");
const count = Number(process.env.BENCH_OBJECTS ?? 10000);

const load = (checkout) =>
  import(pathToFileURL(join(resolve(checkout), "packages/crdgen/dist/index.js")).href);
const builds = [
  { name: "other", api: await load(otherCheckout), cpu: [] },
  { name: "this", api: await load(here), cpu: [] },
];

// Both builds read the same parsed values, read by this checkout's reader.
const reader = builds[1].api;
function manifests(folder, options) {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return files.flatMap((file) =>
    [...reader.readManifestText(readFileSync(file, "utf8"), file, options)]
      .filter((item) => item.kind === "document")
      .map((item) => item.document.value),
  );
}

const folder = mkdtempSync(join(tmpdir(), "crdgen-validate-ab-"));
let crds, objects;
try {
  writeObjects(folder, corpus, { count, seed: 1 });
  crds = manifests(corpus, {});
  objects = manifests(folder, { exactIntegers: true });
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
// The build that runs first also pays the process's own warm-up in its cold run: AB_FIRST=this starts with this
// checkout's build instead of the other's. Compare cold runs in both orders before trusting a cold ratio.
const thisFirst = process.env.AB_FIRST === "this";
const validCounts = new Set();
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 === (thisFirst ? 1 : 0) ? builds : [...builds].reverse()) {
    const before = cpuMs();
    const output = build.api.validate({ crds, objects });
    build.cpu.push(cpuMs() - before);
    validCounts.add(output.objects.filter((o) => o.valid).length);
  }
}
if (validCounts.size !== 1) {
  console.error(`the builds disagree on how many objects are valid: ${[...validCounts].join(", ")}`);
  process.exit(1);
}
console.log(
  `validate({ crds, objects }) of ${objects.length} objects against ${crds.length} CRD documents, ${rounds} rounds`,
);
// A build's first run is cold (its modules not yet optimized, its compile caches empty), as every run of the CLI
// is; the later ones are warm. Both are shown: a change can help one and not the other.
for (const build of builds) {
  const label = build.name === "other" ? `other (${otherCheckout})` : "this checkout";
  const [cold, ...warm] = build.cpu;
  console.log(
    `  ${label.padEnd(40)} cold ${Math.round(cold)} ms, warm ${warm.length > 0 ? medianWithSpread(warm) : "-"}`,
  );
}
const [otherCold, ...otherWarm] = builds[0].cpu;
const [thisCold, ...thisWarm] = builds[1].cpu;
const warmRatio = otherWarm.length > 0 ? (median(thisWarm) / median(otherWarm)).toFixed(3) : "-";
console.log(
  `  this / other: cold ${(thisCold / otherCold).toFixed(3)}, warm ${warmRatio} (ratio of the medians)`,
);
