// The checker benchmark: `crdgen check` end to end over the corpus, next to parsing the same files alone.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
const parseCorpus = fileURLToPath(new URL("./parse-corpus.mjs", import.meta.url));
const celCompileTime = fileURLToPath(new URL("./cel-compile-time.mjs", import.meta.url));

function isInstalled(name) {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** A benchmark section: variants measured alternately, and the ratios that have targets. */
export function checkSection(corpus) {
  return {
    title: "checker: crdgen check vs. YAML parsing alone",
    cwd: root,
    variants: [
      // Exit 1 would mean CRDs with errors: still a full run worth timing. 2 means it did not run.
      { id: "check", label: "crdgen check (built bin)", args: [bin, "check", corpus], okStatus: [0, 1] },
      { id: "js-yaml", label: "parse only: js-yaml", args: [parseCorpus, "js-yaml", corpus], okStatus: [0] },
      {
        id: "yaml",
        label: "parse only: yaml",
        args: [parseCorpus, "yaml", corpus],
        okStatus: [0],
        skip: isInstalled("yaml") ? undefined : "not installed (optional)",
      },
    ],
    ratios: [{ label: "check / js-yaml parse", numerator: "check", denominator: "js-yaml", target: 1.5 }],
    notes: () => celNotes(corpus),
  };
}

/**
 * The "compile time per rule": the CEL time of one check run over the corpus (compiling and costing,
 * measured inside the run) divided by the rules it checked; rules repeated with the same text and type (a
 * CRD's versions, shared types) are compiled once.
 */
function celNotes(corpus) {
  const run = spawnSync(process.execPath, [celCompileTime, corpus], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`cel-compile-time.mjs exited with ${run.status}:\n${run.stderr}`);
  const { rules, compiled, milliseconds } = JSON.parse(run.stdout);
  const perRule = (1000 * milliseconds) / Math.max(1, rules);
  const perCompiled = (1000 * milliseconds) / Math.max(1, compiled);
  return [
    `CEL: ${rules} rules, ${compiled} compiled (the others repeat a compiled rule and type), ` +
      `${Math.round(milliseconds)} ms CPU: ${Math.round(perRule)} µs per rule, ${Math.round(perCompiled)} µs per compiled rule`,
  ];
}
