#!/usr/bin/env node
// Where `crdgen generate` spends its CPU, stage by stage: `node scripts/bench/stage-split.mjs [OTHER_CHECKOUT]`
// runs the generator of this checkout's build (and of OTHER_CHECKOUT's, alternately, one run of each in turn)
// in a child process per run over the synthetic API at each point of BENCH_KINDS_SCALE (default 50,800), and
// prints each stage's CPU (user+sys of the process, its GC threads included) as median (min–max) over
// BENCH_RUNS runs (default 3), then each stage's cost per extra kind between the smallest and largest point.
// The stages are the generator's own (`onStage`), then rendering the CRD files as the CLI does; writing them
// is left out. The child raises V8's optimization threshold as the CLI's one-shot generate does.
// BENCH_BACKEND=typescript7 uses the TypeScript 7 backend: its compiler runs in a process of its own, whose
// CPU is not in these figures (compare-builds.mjs and the scale section count it).
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { median, medianWithSpread } from "./measure.mjs";
import { writeSyntheticApi } from "./synthetic-api.mjs";
import { installTypeScript7, typescript7BackendSkip } from "./ts-variants.mjs";

const stages = ["loading", "type-checking", "discovering", "converting", "checking", "rendering"];

if (process.argv[2] === "--child") {
  const [checkout, project, backend] = process.argv.slice(3);
  console.log(JSON.stringify(await stageCpu(checkout, project, backend)));
} else {
  main(process.argv[2]);
}

/** One run in this process: CPU ms by stage. */
async function stageCpu(checkout, project, backend) {
  const module = (path) => import(pathToFileURL(join(checkout, "packages", path)).href);
  const { useBatchOptimizationBudget } = await module("crdgen/dist/cli/optimization-budget.js");
  useBatchOptimizationBudget();
  const generator = await module("generator/dist/index.js");
  const { CrdFileRenderer } = await module("crdgen/dist/generate/render-files.js");
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const spent = {};
  let stage = "loading";
  let since = cpu();
  const enter = (next) => {
    const now = cpu();
    spent[stage] = (spent[stage] ?? 0) + now - since;
    [stage, since] = [next, now];
  };
  const loaded = await generator.openProjectOnDemand({ inputs: ["api"], cwd: project, tsBackend: backend });
  if (loaded.value === undefined) throw new Error(`no project: ${JSON.stringify(loaded.diagnostics)}`);
  const result = new generator.IncrementalGenerator(loaded.value).run(enter);
  enter("rendering");
  new CrdFileRenderer({ version: "bench" }).renderRun(result.crds.map((generated) => generated.crd));
  enter("done");
  loaded.value.close?.();
  if (result.crds.length === 0) throw new Error("no CRDs generated");
  return spent;
}

function main(otherCheckout) {
  const backend = process.env.BENCH_BACKEND ?? "ts-morph";
  if (backend === "typescript7" && typescript7BackendSkip() !== undefined) {
    console.error(`BENCH_BACKEND=typescript7: ${typescript7BackendSkip()}`);
    process.exit(2);
  }
  const points = (process.env.BENCH_KINDS_SCALE ?? "50,800").split(",").map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const here = fileURLToPath(new URL("../..", import.meta.url));
  const builds = [
    ...(otherCheckout === undefined ? [] : [{ name: "other", checkout: resolve(otherCheckout) }]),
    { name: "this", checkout: here },
  ];
  // Under the repository, so that the projects resolve `kubernetes-types` and `crdgen` from its node_modules.
  const projects = fileURLToPath(new URL("./.synthetic-api-split/", import.meta.url));
  const samples = new Map();
  try {
    for (const kinds of points) {
      const project = join(projects, String(kinds));
      writeSyntheticApi(project, kinds);
      if (backend === "typescript7") installTypeScript7(project);
      for (let i = 0; i < runs; i++) {
        for (const build of builds) {
          const out = execFileSync(
            process.execPath,
            [fileURLToPath(import.meta.url), "--child", build.checkout, project, backend],
            { cwd: project, encoding: "utf8", maxBuffer: 1 << 20 },
          );
          const key = `${build.name}@${kinds}`;
          samples.set(key, [...(samples.get(key) ?? []), JSON.parse(out)]);
        }
      }
    }
  } finally {
    rmSync(projects, { recursive: true, force: true });
  }
  report(samples, builds, points, runs, backend);
}

function report(samples, builds, points, runs, backend) {
  const total = (run) => stages.reduce((sum, stage) => sum + (run[stage] ?? 0), 0);
  const of = (key, stage) =>
    samples.get(key).map((run) => (stage === "total" ? total(run) : (run[stage] ?? 0)));
  const [low, high] = [Math.min(...points), Math.max(...points)];
  const columns = builds.flatMap((b) => points.map((kinds) => `${b.name}@${kinds}`));
  console.log(`\nCPU by stage, in process, ${backend} backend, ${runs} runs per point, builds alternating`);
  console.log(`${"stage".padEnd(14)}${columns.map((c) => c.padEnd(22)).join("")}ms per extra kind`);
  for (const stage of [...stages, "total"]) {
    const cells = columns.map((key) => medianWithSpread(of(key, stage)).padEnd(22));
    const perKind = builds.map(({ name }) => {
      const cost =
        (median(of(`${name}@${high}`, stage)) - median(of(`${name}@${low}`, stage))) / (high - low);
      return `${name} ${cost.toFixed(3)}`;
    });
    console.log(`${stage.padEnd(14)}${cells.join("")}${perKind.join("  ")}`);
  }
}
