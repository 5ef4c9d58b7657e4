// The CronJob benchmark (issue 16): the kubebuilder tutorial's CronJob API in examples/cronjob, whose two API
// files import @kubernetes/client-node (a program of about a thousand files, most of them client-node's
// .d.ts). Cold `crdgen generate` on both TypeScript backends next to `tsc --noEmit` of TypeScript 5.9 and 7
// on the same project. Target: the TypeScript 7 backend ≤ 0.5× tsc 5.9. On the ts-morph backend most of a
// run is TypeScript loading and checking client-node, so its ratio is printed as a note, without a target.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./measure.mjs";
import {
  generateVariants,
  installTypeScript7,
  removeAtExit,
  temporaryOutputs,
  tscVariants,
} from "./ts-variants.mjs";

const example = fileURLToPath(new URL("../../examples/cronjob/", import.meta.url));
// A copy inside the repository (so that crdgen and @kubernetes/client-node resolve from its node_modules), where
// TypeScript 7 can be made the project's own without touching examples/; removed when the benchmark ends.
const projectDir = fileURLToPath(new URL("./.cronjob-example/", import.meta.url));
// What `crdgen generate` and `tsc -p` read: the API, the samples generate validates, the project files.
const projectFiles = ["api", "config/samples", "package.json", "tsconfig.json"];

/** A benchmark section: variants measured alternately, and the ratio that has a target. */
export function cronJobSection() {
  rmSync(projectDir, { recursive: true, force: true });
  for (const file of projectFiles) cpSync(join(example, file), join(projectDir, file), { recursive: true });
  removeAtExit(projectDir);
  installTypeScript7(projectDir);
  return {
    title:
      "CronJob example (examples/cronjob, imports @kubernetes/client-node): cold crdgen generate (both backends) vs. tsc --noEmit 5.9 and 7",
    cwd: projectDir,
    variants: [
      // As `npm run generate` in the example does, the samples (config/samples) included; only the
      // output folder differs.
      ...generateVariants(["api"], temporaryOutputs("crdgen-bench-cronjob")),
      ...tscVariants(),
    ],
    ratios: [
      { label: "typescript7 backend / tsc 5.9", numerator: "typescript7", denominator: "tsc", target: 0.5 },
    ],
    summary: (samples) => {
      const ratio = (a, b, key) => median(samples.get(a)[key]) / median(samples.get(b)[key]);
      const line = (a, b, label) =>
        `${label}: ${ratio(a, b, "cpuMs").toFixed(2)}x CPU (wall ${ratio(a, b, "wallMs").toFixed(2)}x), no target`;
      return [
        line("tsMorph", "tsc", "ts-morph backend / tsc 5.9"),
        ...(samples.has("tsc7") ? [line("tsc7", "tsc", "tsc 7 / tsc 5.9")] : []),
      ];
    },
  };
}
