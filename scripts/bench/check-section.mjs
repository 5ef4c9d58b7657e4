// The checker benchmark: `crdgen check` end to end over the corpus, next to parsing the same files alone.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
const parseCorpus = fileURLToPath(new URL("./parse-corpus.mjs", import.meta.url));

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
  };
}
