#!/usr/bin/env node
// Two builds of crdgen side by side, for "is this change slower?": `node scripts/bench/compare-builds.mjs
// OTHER_CHECKOUT [runs]` runs `crdgen generate` on the synthetic API (BENCH_KINDS, default 200) and `crdgen check`
// on the corpus with OTHER_CHECKOUT's built bin and with this checkout's, alternately (one run of each in turn,
// so load drifts hit both alike), and prints CPU (user+sys) and wall medians with their ranges, and the ratios.
// BENCH_BACKEND=typescript7 runs generate on the TypeScript 7 backend (both builds must have it), with TypeScript 7
// as the synthetic project's own `typescript`, as the scale section sets it up; the default is ts-morph.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { measureNode, medianWithSpread } from "./measure.mjs";
import { writeSyntheticApi } from "./synthetic-api.mjs";
import { installTypeScript7, typescript7BackendSkip } from "./ts-variants.mjs";

const [otherCheckout, runsText = "5"] = process.argv.slice(2);
if (otherCheckout === undefined) {
  console.error("usage: node scripts/bench/compare-builds.mjs OTHER_CHECKOUT [runs]");
  process.exit(2);
}
const runs = Number(runsText);
const backend = process.env.BENCH_BACKEND ?? "ts-morph";
if (backend !== "ts-morph" && backend !== "typescript7") {
  console.error(`BENCH_BACKEND must be ts-morph or typescript7, not ${backend}`);
  process.exit(2);
}
const here = fileURLToPath(new URL("../..", import.meta.url));
const binOf = (checkout) => join(resolve(checkout), "packages/crdgen/dist/bundle/bin.js");
const builds = [
  { name: "other", bin: binOf(otherCheckout) },
  { name: "this", bin: binOf(here) },
];

const projectDir = fileURLToPath(new URL("./.synthetic-api/", import.meta.url));
writeSyntheticApi(projectDir, Number(process.env.BENCH_KINDS ?? 200));
// Only this checkout's build is asked whether it has the backend; an other build without it fails its first run.
const backendArgs = backend === "typescript7" ? ["--ts-backend", "typescript7"] : [];
if (backend === "typescript7") {
  const skip = typescript7BackendSkip();
  if (skip !== undefined) {
    console.error(`BENCH_BACKEND=typescript7: ${skip}`);
    process.exit(2);
  }
  installTypeScript7(projectDir);
}
const corpus = join(here, "testdata/corpus/crds");
const jobs = [
  {
    name: `generate (synthetic API, ${backend} backend)`,
    // A fresh output folder per run (a first run, writing every file), removed after it: 800 kinds write 490 MB.
    args: (bin, out) => [bin, "generate", "api", "--out", out, ...backendArgs],
    cwd: projectDir,
    ok: [0],
  },
  { name: "check (corpus)", args: (bin) => [bin, "check", corpus], cwd: here, ok: [0, 1] },
];

for (const job of jobs) {
  const samples = { other: [], this: [] };
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const out = mkdtempSync(join(tmpdir(), "cmp-"));
      const run = measureNode(job.args(build.bin, out), { cwd: job.cwd });
      rmSync(out, { recursive: true, force: true });
      if (!job.ok.includes(run.status))
        throw new Error(`${build.name} ${job.name} exited ${run.status}: ${run.stderr}`);
      samples[build.name].push(run);
    }
  }
  console.log(`\n${job.name}, ${runs} runs each, alternating`);
  for (const build of builds) {
    const cpu = medianWithSpread(samples[build.name].map((r) => r.cpuMs));
    const wall = medianWithSpread(samples[build.name].map((r) => r.wallMs));
    console.log(`  ${build.name.padEnd(5)} CPU ${cpu}   wall ${wall}`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratio = (key) =>
    (median(samples.this.map((r) => r[key])) / median(samples.other.map((r) => r[key]))).toFixed(2);
  console.log(`  this / other: CPU ${ratio("cpuMs")}x, wall ${ratio("wallMs")}x`);
}
